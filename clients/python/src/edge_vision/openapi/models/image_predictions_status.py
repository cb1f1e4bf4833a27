from typing import Literal

ImagePredictionsStatus = Literal["pending", "processed", "skipped"]

IMAGE_PREDICTIONS_STATUS_VALUES: set[ImagePredictionsStatus] = {
    "pending",
    "processed",
    "skipped",
}


def check_image_predictions_status(value: str) -> ImagePredictionsStatus:
    if value in IMAGE_PREDICTIONS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_PREDICTIONS_STATUS_VALUES!r}"
    )
