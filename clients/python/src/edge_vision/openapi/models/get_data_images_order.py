from typing import Literal

GetDataImagesOrder = Literal["asc", "desc"]

GET_DATA_IMAGES_ORDER_VALUES: set[GetDataImagesOrder] = {
    "asc",
    "desc",
}


def check_get_data_images_order(value: str) -> GetDataImagesOrder:
    if value in GET_DATA_IMAGES_ORDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_ORDER_VALUES!r}"
    )
