from typing import Literal

PredictionType = Literal["bbox", "polygon", "tag"]

PREDICTION_TYPE_VALUES: set[PredictionType] = {
    "bbox",
    "polygon",
    "tag",
}


def check_prediction_type(value: str) -> PredictionType:
    if value in PREDICTION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREDICTION_TYPE_VALUES!r}"
    )
