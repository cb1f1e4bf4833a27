from typing import Literal

ProjectProjectType = Literal["classification", "object_detection", "segmentation"]

PROJECT_PROJECT_TYPE_VALUES: set[ProjectProjectType] = {
    "classification",
    "object_detection",
    "segmentation",
}


def check_project_project_type(value: str) -> ProjectProjectType:
    if value in PROJECT_PROJECT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROJECT_PROJECT_TYPE_VALUES!r}"
    )
