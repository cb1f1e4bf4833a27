from typing import Literal

CreateExportJobPrecision = Literal["fp16", "fp32", "int8"]

CREATE_EXPORT_JOB_PRECISION_VALUES: set[CreateExportJobPrecision] = {
    "fp16",
    "fp32",
    "int8",
}


def check_create_export_job_precision(value: str) -> CreateExportJobPrecision:
    if value in CREATE_EXPORT_JOB_PRECISION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_EXPORT_JOB_PRECISION_VALUES!r}"
    )
