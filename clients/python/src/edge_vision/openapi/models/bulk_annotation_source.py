from typing import Literal

BulkAnnotationSource = Literal["import", "manual", "model", "sam"]

BULK_ANNOTATION_SOURCE_VALUES: set[BulkAnnotationSource] = {
    "import",
    "manual",
    "model",
    "sam",
}


def check_bulk_annotation_source(value: str) -> BulkAnnotationSource:
    if value in BULK_ANNOTATION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BULK_ANNOTATION_SOURCE_VALUES!r}"
    )
