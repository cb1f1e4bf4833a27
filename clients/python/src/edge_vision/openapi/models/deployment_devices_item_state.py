from typing import Literal

DeploymentDevicesItemState = Literal[
    "Failed", "InProgress", "RolledBack", "Succeeded", "Waiting"
]

DEPLOYMENT_DEVICES_ITEM_STATE_VALUES: set[DeploymentDevicesItemState] = {
    "Failed",
    "InProgress",
    "RolledBack",
    "Succeeded",
    "Waiting",
}


def check_deployment_devices_item_state(value: str) -> DeploymentDevicesItemState:
    if value in DEPLOYMENT_DEVICES_ITEM_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_DEVICES_ITEM_STATE_VALUES!r}"
    )
