from typing import Literal

CreateExportJobFormat = Literal["onnx", "openvino", "tensorrt"]

CREATE_EXPORT_JOB_FORMAT_VALUES: set[CreateExportJobFormat] = {
    "onnx",
    "openvino",
    "tensorrt",
}


def check_create_export_job_format(value: str) -> CreateExportJobFormat:
    if value in CREATE_EXPORT_JOB_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_EXPORT_JOB_FORMAT_VALUES!r}"
    )
