from typing import Literal

GetDataImagesIncludeAnnotations = Literal["0", "1", "false", "true"]

GET_DATA_IMAGES_INCLUDE_ANNOTATIONS_VALUES: set[GetDataImagesIncludeAnnotations] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_data_images_include_annotations(
    value: str,
) -> GetDataImagesIncludeAnnotations:
    if value in GET_DATA_IMAGES_INCLUDE_ANNOTATIONS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_INCLUDE_ANNOTATIONS_VALUES!r}"
    )
