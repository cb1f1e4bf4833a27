from typing import Literal

ImageAnnotationStatus = Literal["completed", "pending"]

IMAGE_ANNOTATION_STATUS_VALUES: set[ImageAnnotationStatus] = {
    "completed",
    "pending",
}


def check_image_annotation_status(value: str) -> ImageAnnotationStatus:
    if value in IMAGE_ANNOTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_ANNOTATION_STATUS_VALUES!r}"
    )
