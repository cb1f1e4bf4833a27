from typing import Literal

GetDataImagesIdIncludeUrl = Literal["0", "1", "false", "true"]

GET_DATA_IMAGES_ID_INCLUDE_URL_VALUES: set[GetDataImagesIdIncludeUrl] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_data_images_id_include_url(value: str) -> GetDataImagesIdIncludeUrl:
    if value in GET_DATA_IMAGES_ID_INCLUDE_URL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_ID_INCLUDE_URL_VALUES!r}"
    )
