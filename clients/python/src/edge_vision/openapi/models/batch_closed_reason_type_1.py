from typing import Literal

BatchClosedReasonType1 = Literal["manual", "timeout"]

BATCH_CLOSED_REASON_TYPE_1_VALUES: set[BatchClosedReasonType1] = {
    "manual",
    "timeout",
}


def check_batch_closed_reason_type_1(value: str) -> BatchClosedReasonType1:
    if value in BATCH_CLOSED_REASON_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BATCH_CLOSED_REASON_TYPE_1_VALUES!r}"
    )
