from typing import Literal

GetDataImagesAnnotationStatus = Literal["completed", "pending"]

GET_DATA_IMAGES_ANNOTATION_STATUS_VALUES: set[GetDataImagesAnnotationStatus] = {
    "completed",
    "pending",
}


def check_get_data_images_annotation_status(
    value: str,
) -> GetDataImagesAnnotationStatus:
    if value in GET_DATA_IMAGES_ANNOTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_ANNOTATION_STATUS_VALUES!r}"
    )
