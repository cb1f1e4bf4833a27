from typing import Literal

TrainingOptionsTask = Literal["classify", "detect", "segment"]

TRAINING_OPTIONS_TASK_VALUES: set[TrainingOptionsTask] = {
    "classify",
    "detect",
    "segment",
}


def check_training_options_task(value: str) -> TrainingOptionsTask:
    if value in TRAINING_OPTIONS_TASK_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_OPTIONS_TASK_VALUES!r}"
    )
