from typing import Literal

BatchClosedReasonType2Type1 = Literal["manual", "timeout"]

BATCH_CLOSED_REASON_TYPE_2_TYPE_1_VALUES: set[BatchClosedReasonType2Type1] = {
    "manual",
    "timeout",
}


def check_batch_closed_reason_type_2_type_1(value: str) -> BatchClosedReasonType2Type1:
    if value in BATCH_CLOSED_REASON_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BATCH_CLOSED_REASON_TYPE_2_TYPE_1_VALUES!r}"
    )
