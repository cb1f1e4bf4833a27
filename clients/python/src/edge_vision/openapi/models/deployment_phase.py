from typing import Literal

DeploymentPhase = Literal[
    "Cancelled", "Failed", "Pending", "RolledBack", "Running", "Succeeded"
]

DEPLOYMENT_PHASE_VALUES: set[DeploymentPhase] = {
    "Cancelled",
    "Failed",
    "Pending",
    "RolledBack",
    "Running",
    "Succeeded",
}


def check_deployment_phase(value: str) -> DeploymentPhase:
    if value in DEPLOYMENT_PHASE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_PHASE_VALUES!r}"
    )
