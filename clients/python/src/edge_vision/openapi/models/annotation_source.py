from typing import Literal

AnnotationSource = Literal["import", "manual", "model", "sam"]

ANNOTATION_SOURCE_VALUES: set[AnnotationSource] = {
    "import",
    "manual",
    "model",
    "sam",
}


def check_annotation_source(value: str) -> AnnotationSource:
    if value in ANNOTATION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ANNOTATION_SOURCE_VALUES!r}"
    )
