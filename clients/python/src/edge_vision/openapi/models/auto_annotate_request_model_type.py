from typing import Literal

AutoAnnotateRequestModelType = Literal["detector", "sam_auto"]

AUTO_ANNOTATE_REQUEST_MODEL_TYPE_VALUES: set[AutoAnnotateRequestModelType] = {
    "detector",
    "sam_auto",
}


def check_auto_annotate_request_model_type(value: str) -> AutoAnnotateRequestModelType:
    if value in AUTO_ANNOTATE_REQUEST_MODEL_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTO_ANNOTATE_REQUEST_MODEL_TYPE_VALUES!r}"
    )
