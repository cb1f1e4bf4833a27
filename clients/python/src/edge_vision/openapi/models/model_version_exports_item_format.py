from typing import Literal

ModelVersionExportsItemFormat = Literal[
    "hailo", "onnx", "openvino", "tensorrt", "tflite"
]

MODEL_VERSION_EXPORTS_ITEM_FORMAT_VALUES: set[ModelVersionExportsItemFormat] = {
    "hailo",
    "onnx",
    "openvino",
    "tensorrt",
    "tflite",
}


def check_model_version_exports_item_format(
    value: str,
) -> ModelVersionExportsItemFormat:
    if value in MODEL_VERSION_EXPORTS_ITEM_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_VERSION_EXPORTS_ITEM_FORMAT_VALUES!r}"
    )
