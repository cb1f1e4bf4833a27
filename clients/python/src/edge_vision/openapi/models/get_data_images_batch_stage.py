from typing import Literal

GetDataImagesBatchStage = Literal["collecting", "complete"]

GET_DATA_IMAGES_BATCH_STAGE_VALUES: set[GetDataImagesBatchStage] = {
    "collecting",
    "complete",
}


def check_get_data_images_batch_stage(value: str) -> GetDataImagesBatchStage:
    if value in GET_DATA_IMAGES_BATCH_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_BATCH_STAGE_VALUES!r}"
    )
