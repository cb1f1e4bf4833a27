from typing import Literal

DeleteDataProjectsIdForce = Literal["0", "1", "false", "true"]

DELETE_DATA_PROJECTS_ID_FORCE_VALUES: set[DeleteDataProjectsIdForce] = {
    "0",
    "1",
    "false",
    "true",
}


def check_delete_data_projects_id_force(value: str) -> DeleteDataProjectsIdForce:
    if value in DELETE_DATA_PROJECTS_ID_FORCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_DATA_PROJECTS_ID_FORCE_VALUES!r}"
    )
