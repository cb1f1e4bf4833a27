from typing import Literal

TrainingJobCreatedVia = Literal["api", "kubectl"]

TRAINING_JOB_CREATED_VIA_VALUES: set[TrainingJobCreatedVia] = {
    "api",
    "kubectl",
}


def check_training_job_created_via(value: str) -> TrainingJobCreatedVia:
    if value in TRAINING_JOB_CREATED_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_JOB_CREATED_VIA_VALUES!r}"
    )
