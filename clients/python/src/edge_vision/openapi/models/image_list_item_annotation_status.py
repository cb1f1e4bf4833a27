from typing import Literal

ImageListItemAnnotationStatus = Literal["completed", "pending"]

IMAGE_LIST_ITEM_ANNOTATION_STATUS_VALUES: set[ImageListItemAnnotationStatus] = {
    "completed",
    "pending",
}


def check_image_list_item_annotation_status(
    value: str,
) -> ImageListItemAnnotationStatus:
    if value in IMAGE_LIST_ITEM_ANNOTATION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_LIST_ITEM_ANNOTATION_STATUS_VALUES!r}"
    )
