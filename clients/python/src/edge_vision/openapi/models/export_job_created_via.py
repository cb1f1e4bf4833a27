from typing import Literal

ExportJobCreatedVia = Literal["api", "kubectl"]

EXPORT_JOB_CREATED_VIA_VALUES: set[ExportJobCreatedVia] = {
    "api",
    "kubectl",
}


def check_export_job_created_via(value: str) -> ExportJobCreatedVia:
    if value in EXPORT_JOB_CREATED_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_JOB_CREATED_VIA_VALUES!r}"
    )
