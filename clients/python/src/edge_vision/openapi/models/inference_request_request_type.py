from typing import Literal

InferenceRequestRequestType = Literal["auto_annotate", "inference", "sam_auto"]

INFERENCE_REQUEST_REQUEST_TYPE_VALUES: set[InferenceRequestRequestType] = {
    "auto_annotate",
    "inference",
    "sam_auto",
}


def check_inference_request_request_type(value: str) -> InferenceRequestRequestType:
    if value in INFERENCE_REQUEST_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INFERENCE_REQUEST_REQUEST_TYPE_VALUES!r}"
    )
