from typing import Literal

DeploymentPhaseReportPhase = Literal[
    "download", "healthcheck", "install", "start", "verify"
]

DEPLOYMENT_PHASE_REPORT_PHASE_VALUES: set[DeploymentPhaseReportPhase] = {
    "download",
    "healthcheck",
    "install",
    "start",
    "verify",
}


def check_deployment_phase_report_phase(value: str) -> DeploymentPhaseReportPhase:
    if value in DEPLOYMENT_PHASE_REPORT_PHASE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_PHASE_REPORT_PHASE_VALUES!r}"
    )
