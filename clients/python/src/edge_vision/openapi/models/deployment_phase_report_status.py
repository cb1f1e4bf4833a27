from typing import Literal

DeploymentPhaseReportStatus = Literal["failed", "started", "succeeded"]

DEPLOYMENT_PHASE_REPORT_STATUS_VALUES: set[DeploymentPhaseReportStatus] = {
    "failed",
    "started",
    "succeeded",
}


def check_deployment_phase_report_status(value: str) -> DeploymentPhaseReportStatus:
    if value in DEPLOYMENT_PHASE_REPORT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_PHASE_REPORT_STATUS_VALUES!r}"
    )
