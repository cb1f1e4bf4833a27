from typing import Literal

GetDataImagesIncludeUrl = Literal["0", "1", "false", "true"]

GET_DATA_IMAGES_INCLUDE_URL_VALUES: set[GetDataImagesIncludeUrl] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_data_images_include_url(value: str) -> GetDataImagesIncludeUrl:
    if value in GET_DATA_IMAGES_INCLUDE_URL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_INCLUDE_URL_VALUES!r}"
    )
