from typing import Literal

CreateDeploymentFormat = Literal["onnx", "openvino", "tensorrt"]

CREATE_DEPLOYMENT_FORMAT_VALUES: set[CreateDeploymentFormat] = {
    "onnx",
    "openvino",
    "tensorrt",
}


def check_create_deployment_format(value: str) -> CreateDeploymentFormat:
    if value in CREATE_DEPLOYMENT_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_DEPLOYMENT_FORMAT_VALUES!r}"
    )
