from typing import Literal

EvaluationFiguresType0Task = Literal["classify", "detect", "segment"]

EVALUATION_FIGURES_TYPE_0_TASK_VALUES: set[EvaluationFiguresType0Task] = {
    "classify",
    "detect",
    "segment",
}


def check_evaluation_figures_type_0_task(value: str) -> EvaluationFiguresType0Task:
    if value in EVALUATION_FIGURES_TYPE_0_TASK_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_FIGURES_TYPE_0_TASK_VALUES!r}"
    )
