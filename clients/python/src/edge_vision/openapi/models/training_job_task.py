from typing import Literal

TrainingJobTask = Literal["classify", "detect", "segment"]

TRAINING_JOB_TASK_VALUES: set[TrainingJobTask] = {
    "classify",
    "detect",
    "segment",
}


def check_training_job_task(value: str) -> TrainingJobTask:
    if value in TRAINING_JOB_TASK_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_JOB_TASK_VALUES!r}"
    )
