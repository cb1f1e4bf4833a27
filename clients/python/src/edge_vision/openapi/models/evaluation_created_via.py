from typing import Literal

EvaluationCreatedVia = Literal["api", "kubectl"]

EVALUATION_CREATED_VIA_VALUES: set[EvaluationCreatedVia] = {
    "api",
    "kubectl",
}


def check_evaluation_created_via(value: str) -> EvaluationCreatedVia:
    if value in EVALUATION_CREATED_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_CREATED_VIA_VALUES!r}"
    )
