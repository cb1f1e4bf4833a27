from typing import Literal

GetDataImagesSort = Literal["created_at", "filename", "updated_at"]

GET_DATA_IMAGES_SORT_VALUES: set[GetDataImagesSort] = {
    "created_at",
    "filename",
    "updated_at",
}


def check_get_data_images_sort(value: str) -> GetDataImagesSort:
    if value in GET_DATA_IMAGES_SORT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_SORT_VALUES!r}"
    )
