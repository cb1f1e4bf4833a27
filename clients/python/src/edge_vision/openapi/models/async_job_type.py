from typing import Literal

AsyncJobType = Literal["calibration_export", "dataset_export", "dataset_import"]

ASYNC_JOB_TYPE_VALUES: set[AsyncJobType] = {
    "calibration_export",
    "dataset_export",
    "dataset_import",
}


def check_async_job_type(value: str) -> AsyncJobType:
    if value in ASYNC_JOB_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ASYNC_JOB_TYPE_VALUES!r}"
    )
