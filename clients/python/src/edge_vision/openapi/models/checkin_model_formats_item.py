from typing import Literal

CheckinModelFormatsItem = Literal["hailo", "onnx", "openvino", "tensorrt", "tflite"]

CHECKIN_MODEL_FORMATS_ITEM_VALUES: set[CheckinModelFormatsItem] = {
    "hailo",
    "onnx",
    "openvino",
    "tensorrt",
    "tflite",
}


def check_checkin_model_formats_item(value: str) -> CheckinModelFormatsItem:
    if value in CHECKIN_MODEL_FORMATS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHECKIN_MODEL_FORMATS_ITEM_VALUES!r}"
    )
