from typing import Literal

LastCheckinType0ModelFormatsType0Item = Literal[
    "hailo", "onnx", "openvino", "tensorrt", "tflite"
]

LAST_CHECKIN_TYPE_0_MODEL_FORMATS_TYPE_0_ITEM_VALUES: set[
    LastCheckinType0ModelFormatsType0Item
] = {
    "hailo",
    "onnx",
    "openvino",
    "tensorrt",
    "tflite",
}


def check_last_checkin_type_0_model_formats_type_0_item(
    value: str,
) -> LastCheckinType0ModelFormatsType0Item:
    if value in LAST_CHECKIN_TYPE_0_MODEL_FORMATS_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LAST_CHECKIN_TYPE_0_MODEL_FORMATS_TYPE_0_ITEM_VALUES!r}"
    )
