from typing import Literal

ModelVersionSource = Literal["training", "upload"]

MODEL_VERSION_SOURCE_VALUES: set[ModelVersionSource] = {
    "training",
    "upload",
}


def check_model_version_source(value: str) -> ModelVersionSource:
    if value in MODEL_VERSION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_VERSION_SOURCE_VALUES!r}"
    )
