from typing import Literal

EvaluationConditionsItemStatus = Literal["False", "True", "Unknown"]

EVALUATION_CONDITIONS_ITEM_STATUS_VALUES: set[EvaluationConditionsItemStatus] = {
    "False",
    "True",
    "Unknown",
}


def check_evaluation_conditions_item_status(
    value: str,
) -> EvaluationConditionsItemStatus:
    if value in EVALUATION_CONDITIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
