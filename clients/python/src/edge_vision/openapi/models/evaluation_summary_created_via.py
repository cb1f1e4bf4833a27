from typing import Literal

EvaluationSummaryCreatedVia = Literal["api", "kubectl"]

EVALUATION_SUMMARY_CREATED_VIA_VALUES: set[EvaluationSummaryCreatedVia] = {
    "api",
    "kubectl",
}


def check_evaluation_summary_created_via(value: str) -> EvaluationSummaryCreatedVia:
    if value in EVALUATION_SUMMARY_CREATED_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_SUMMARY_CREATED_VIA_VALUES!r}"
    )
