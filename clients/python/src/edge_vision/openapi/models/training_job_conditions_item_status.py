from typing import Literal

TrainingJobConditionsItemStatus = Literal["False", "True", "Unknown"]

TRAINING_JOB_CONDITIONS_ITEM_STATUS_VALUES: set[TrainingJobConditionsItemStatus] = {
    "False",
    "True",
    "Unknown",
}


def check_training_job_conditions_item_status(
    value: str,
) -> TrainingJobConditionsItemStatus:
    if value in TRAINING_JOB_CONDITIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_JOB_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
