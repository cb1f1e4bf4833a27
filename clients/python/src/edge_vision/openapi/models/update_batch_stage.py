from typing import Literal

UpdateBatchStage = Literal["complete"]

UPDATE_BATCH_STAGE_VALUES: set[UpdateBatchStage] = {
    "complete",
}


def check_update_batch_stage(value: str) -> UpdateBatchStage:
    if value in UPDATE_BATCH_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_BATCH_STAGE_VALUES!r}"
    )
