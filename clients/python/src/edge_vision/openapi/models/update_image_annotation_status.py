from typing import Literal

UpdateImageAnnotationStatus = Literal["completed", "pending"]

UPDATE_IMAGE_ANNOTATION_STATUS_VALUES: set[UpdateImageAnnotationStatus] = {
    "completed",
    "pending",
}


def check_update_image_annotation_status(value: str) -> UpdateImageAnnotationStatus:
    if value in UPDATE_IMAGE_ANNOTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_IMAGE_ANNOTATION_STATUS_VALUES!r}"
    )
