from typing import Literal

AsyncJobStatus = Literal["completed", "failed", "queued", "running"]

ASYNC_JOB_STATUS_VALUES: set[AsyncJobStatus] = {
    "completed",
    "failed",
    "queued",
    "running",
}


def check_async_job_status(value: str) -> AsyncJobStatus:
    if value in ASYNC_JOB_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ASYNC_JOB_STATUS_VALUES!r}"
    )
