from typing import Literal

CreateAnnotationType = Literal["bbox", "mask", "polygon", "tag"]

CREATE_ANNOTATION_TYPE_VALUES: set[CreateAnnotationType] = {
    "bbox",
    "mask",
    "polygon",
    "tag",
}


def check_create_annotation_type(value: str) -> CreateAnnotationType:
    if value in CREATE_ANNOTATION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_ANNOTATION_TYPE_VALUES!r}"
    )
