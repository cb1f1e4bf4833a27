from typing import Literal

GetDataImagesIdIncludeAnnotations = Literal["0", "1", "false", "true"]

GET_DATA_IMAGES_ID_INCLUDE_ANNOTATIONS_VALUES: set[
    GetDataImagesIdIncludeAnnotations
] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_data_images_id_include_annotations(
    value: str,
) -> GetDataImagesIdIncludeAnnotations:
    if value in GET_DATA_IMAGES_ID_INCLUDE_ANNOTATIONS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_ID_INCLUDE_ANNOTATIONS_VALUES!r}"
    )
