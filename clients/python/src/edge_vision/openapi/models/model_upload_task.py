from typing import Literal

ModelUploadTask = Literal["classify", "detect", "segment"]

MODEL_UPLOAD_TASK_VALUES: set[ModelUploadTask] = {
    "classify",
    "detect",
    "segment",
}


def check_model_upload_task(value: str) -> ModelUploadTask:
    if value in MODEL_UPLOAD_TASK_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_UPLOAD_TASK_VALUES!r}"
    )
