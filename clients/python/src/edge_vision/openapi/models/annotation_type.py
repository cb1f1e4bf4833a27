from typing import Literal

AnnotationType = Literal["bbox", "mask", "polygon", "tag"]

ANNOTATION_TYPE_VALUES: set[AnnotationType] = {
    "bbox",
    "mask",
    "polygon",
    "tag",
}


def check_annotation_type(value: str) -> AnnotationType:
    if value in ANNOTATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ANNOTATION_TYPE_VALUES!r}"
    )
