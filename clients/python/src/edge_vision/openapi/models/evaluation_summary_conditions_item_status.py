from typing import Literal

EvaluationSummaryConditionsItemStatus = Literal["False", "True", "Unknown"]

EVALUATION_SUMMARY_CONDITIONS_ITEM_STATUS_VALUES: set[
    EvaluationSummaryConditionsItemStatus
] = {
    "False",
    "True",
    "Unknown",
}


def check_evaluation_summary_conditions_item_status(
    value: str,
) -> EvaluationSummaryConditionsItemStatus:
    if value in EVALUATION_SUMMARY_CONDITIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_SUMMARY_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
