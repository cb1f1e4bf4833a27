from typing import Literal

EvaluationSummarySplit = Literal["test", "train", "val"]

EVALUATION_SUMMARY_SPLIT_VALUES: set[EvaluationSummarySplit] = {
    "test",
    "train",
    "val",
}


def check_evaluation_summary_split(value: str) -> EvaluationSummarySplit:
    if value in EVALUATION_SUMMARY_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EVALUATION_SUMMARY_SPLIT_VALUES!r}"
    )
