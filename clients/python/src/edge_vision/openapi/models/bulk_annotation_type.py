from typing import Literal

BulkAnnotationType = Literal["bbox", "mask", "polygon", "tag"]

BULK_ANNOTATION_TYPE_VALUES: set[BulkAnnotationType] = {
    "bbox",
    "mask",
    "polygon",
    "tag",
}


def check_bulk_annotation_type(value: str) -> BulkAnnotationType:
    if value in BULK_ANNOTATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BULK_ANNOTATION_TYPE_VALUES!r}"
    )
