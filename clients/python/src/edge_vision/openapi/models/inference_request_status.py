from typing import Literal

InferenceRequestStatus = Literal[
    "cancelled", "completed", "failed", "pending", "running"
]

INFERENCE_REQUEST_STATUS_VALUES: set[InferenceRequestStatus] = {
    "cancelled",
    "completed",
    "failed",
    "pending",
    "running",
}


def check_inference_request_status(value: str) -> InferenceRequestStatus:
    if value in INFERENCE_REQUEST_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INFERENCE_REQUEST_STATUS_VALUES!r}"
    )
