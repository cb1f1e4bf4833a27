from typing import Literal

EvaluationSplit = Literal["test", "train", "val"]

EVALUATION_SPLIT_VALUES: set[EvaluationSplit] = {
    "test",
    "train",
    "val",
}


def check_evaluation_split(value: str) -> EvaluationSplit:
    if value in EVALUATION_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_SPLIT_VALUES!r}"
    )
