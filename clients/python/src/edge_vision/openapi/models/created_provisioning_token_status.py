from typing import Literal

CreatedProvisioningTokenStatus = Literal["expired", "revoked", "used", "valid"]

CREATED_PROVISIONING_TOKEN_STATUS_VALUES: set[CreatedProvisioningTokenStatus] = {
    "expired",
    "revoked",
    "used",
    "valid",
}


def check_created_provisioning_token_status(
    value: str,
) -> CreatedProvisioningTokenStatus:
    if value in CREATED_PROVISIONING_TOKEN_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATED_PROVISIONING_TOKEN_STATUS_VALUES!r}"
    )
