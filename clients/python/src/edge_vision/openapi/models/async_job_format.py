from typing import Literal

AsyncJobFormat = Literal["classification", "coco", "cvat", "voc", "yolo"]

ASYNC_JOB_FORMAT_VALUES: set[AsyncJobFormat] = {
    "classification",
    "coco",
    "cvat",
    "voc",
    "yolo",
}


def check_async_job_format(value: str) -> AsyncJobFormat:
    if value in ASYNC_JOB_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ASYNC_JOB_FORMAT_VALUES!r}"
    )
