from typing import Literal

GetDataImagesProjectIdType0 = Literal["null"]

GET_DATA_IMAGES_PROJECT_ID_TYPE_0_VALUES: set[GetDataImagesProjectIdType0] = {
    "null",
}


def check_get_data_images_project_id_type_0(value: str) -> GetDataImagesProjectIdType0:
    if value in GET_DATA_IMAGES_PROJECT_ID_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_DATA_IMAGES_PROJECT_ID_TYPE_0_VALUES!r}"
    )
