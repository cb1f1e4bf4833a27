from typing import Literal

CreateAnnotationSource = Literal["import", "manual", "model", "sam"]

CREATE_ANNOTATION_SOURCE_VALUES: set[CreateAnnotationSource] = {
    "import",
    "manual",
    "model",
    "sam",
}


def check_create_annotation_source(value: str) -> CreateAnnotationSource:
    if value in CREATE_ANNOTATION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_ANNOTATION_SOURCE_VALUES!r}"
    )
