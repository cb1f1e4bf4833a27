from typing import Literal

JobPhase = Literal["Cancelled", "Failed", "Pending", "Running", "Succeeded"]

JOB_PHASE_VALUES: set[JobPhase] = {
    "Cancelled",
    "Failed",
    "Pending",
    "Running",
    "Succeeded",
}


def check_job_phase(value: str) -> JobPhase:
    if value in JOB_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {JOB_PHASE_VALUES!r}")
