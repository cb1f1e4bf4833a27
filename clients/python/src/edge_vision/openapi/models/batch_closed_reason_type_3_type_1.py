from typing import Literal

BatchClosedReasonType3Type1 = Literal["manual", "timeout"]

BATCH_CLOSED_REASON_TYPE_3_TYPE_1_VALUES: set[BatchClosedReasonType3Type1] = {
    "manual",
    "timeout",
}


def check_batch_closed_reason_type_3_type_1(value: str) -> BatchClosedReasonType3Type1:
    if value in BATCH_CLOSED_REASON_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BATCH_CLOSED_REASON_TYPE_3_TYPE_1_VALUES!r}"
    )
