from typing import Literal

GetDataImagesSplit = Literal["all", "none", "test", "train", "val"]

GET_DATA_IMAGES_SPLIT_VALUES: set[GetDataImagesSplit] = {
    "all",
    "none",
    "test",
    "train",
    "val",
}


def check_get_data_images_split(value: str) -> GetDataImagesSplit:
    if value in GET_DATA_IMAGES_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_SPLIT_VALUES!r}"
    )
