from typing import Literal

CreateProjectProjectType = Literal["classification", "object_detection", "segmentation"]

CREATE_PROJECT_PROJECT_TYPE_VALUES: set[CreateProjectProjectType] = {
    "classification",
    "object_detection",
    "segmentation",
}


def check_create_project_project_type(value: str) -> CreateProjectProjectType:
    if value in CREATE_PROJECT_PROJECT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_PROJECT_PROJECT_TYPE_VALUES!r}"
    )
