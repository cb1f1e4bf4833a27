from typing import Literal

GetDataBatchesIdImagesSplitSummaryAnnotationStatus = Literal["completed", "pending"]

GET_DATA_BATCHES_ID_IMAGES_SPLIT_SUMMARY_ANNOTATION_STATUS_VALUES: set[
    GetDataBatchesIdImagesSplitSummaryAnnotationStatus
] = {
    "completed",
    "pending",
}


def check_get_data_batches_id_images_split_summary_annotation_status(
    value: str,
) -> GetDataBatchesIdImagesSplitSummaryAnnotationStatus:
    if value in GET_DATA_BATCHES_ID_IMAGES_SPLIT_SUMMARY_ANNOTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_BATCHES_ID_IMAGES_SPLIT_SUMMARY_ANNOTATION_STATUS_VALUES!r}"
    )
