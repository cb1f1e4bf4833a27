from typing import Literal

DeploymentFormat = Literal["hailo", "onnx", "openvino", "tensorrt", "tflite"]

DEPLOYMENT_FORMAT_VALUES: set[DeploymentFormat] = {
    "hailo",
    "onnx",
    "openvino",
    "tensorrt",
    "tflite",
}


def check_deployment_format(value: str) -> DeploymentFormat:
    if value in DEPLOYMENT_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_FORMAT_VALUES!r}"
    )
