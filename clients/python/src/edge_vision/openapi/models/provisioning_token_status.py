from typing import Literal

ProvisioningTokenStatus = Literal["expired", "revoked", "used", "valid"]

PROVISIONING_TOKEN_STATUS_VALUES: set[ProvisioningTokenStatus] = {
    "expired",
    "revoked",
    "used",
    "valid",
}


def check_provisioning_token_status(value: str) -> ProvisioningTokenStatus:
    if value in PROVISIONING_TOKEN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROVISIONING_TOKEN_STATUS_VALUES!r}"
    )
