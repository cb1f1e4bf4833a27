from typing import Literal

DeviceApprovalStatus = Literal["approved", "disabled", "pending", "rejected"]

DEVICE_APPROVAL_STATUS_VALUES: set[DeviceApprovalStatus] = {
    "approved",
    "disabled",
    "pending",
    "rejected",
}


def check_device_approval_status(value: str) -> DeviceApprovalStatus:
    if value in DEVICE_APPROVAL_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEVICE_APPROVAL_STATUS_VALUES!r}"
    )
