from typing import Literal

DeploymentCreatedVia = Literal["api", "kubectl"]

DEPLOYMENT_CREATED_VIA_VALUES: set[DeploymentCreatedVia] = {
    "api",
    "kubectl",
}


def check_deployment_created_via(value: str) -> DeploymentCreatedVia:
    if value in DEPLOYMENT_CREATED_VIA_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_CREATED_VIA_VALUES!r}"
    )
