from typing import Literal

CreateEvaluationSplit = Literal["test", "train", "val"]

CREATE_EVALUATION_SPLIT_VALUES: set[CreateEvaluationSplit] = {
    "test",
    "train",
    "val",
}


def check_create_evaluation_split(value: str) -> CreateEvaluationSplit:
    if value in CREATE_EVALUATION_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_EVALUATION_SPLIT_VALUES!r}"
    )
