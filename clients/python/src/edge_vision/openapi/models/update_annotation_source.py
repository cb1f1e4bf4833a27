from typing import Literal

UpdateAnnotationSource = Literal["import", "manual", "model", "sam"]

UPDATE_ANNOTATION_SOURCE_VALUES: set[UpdateAnnotationSource] = {
    "import",
    "manual",
    "model",
    "sam",
}


def check_update_annotation_source(value: str) -> UpdateAnnotationSource:
    if value in UPDATE_ANNOTATION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_ANNOTATION_SOURCE_VALUES!r}"
    )
