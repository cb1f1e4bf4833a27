from typing import Literal

ExportJobPrecision = Literal["fp16", "fp32", "int8"]

EXPORT_JOB_PRECISION_VALUES: set[ExportJobPrecision] = {
    "fp16",
    "fp32",
    "int8",
}


def check_export_job_precision(value: str) -> ExportJobPrecision:
    if value in EXPORT_JOB_PRECISION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_JOB_PRECISION_VALUES!r}"
    )
