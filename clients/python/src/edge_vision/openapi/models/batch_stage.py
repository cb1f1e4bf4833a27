from typing import Literal

BatchStage = Literal["collecting", "complete"]

BATCH_STAGE_VALUES: set[BatchStage] = {
    "collecting",
    "complete",
}


def check_batch_stage(value: str) -> BatchStage:
    if value in BATCH_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BATCH_STAGE_VALUES!r}"
    )
