from typing import Literal

ExportJobFormat = Literal["hailo", "onnx", "openvino", "tensorrt", "tflite"]

EXPORT_JOB_FORMAT_VALUES: set[ExportJobFormat] = {
    "hailo",
    "onnx",
    "openvino",
    "tensorrt",
    "tflite",
}


def check_export_job_format(value: str) -> ExportJobFormat:
    if value in EXPORT_JOB_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_JOB_FORMAT_VALUES!r}"
    )
