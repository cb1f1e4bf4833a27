from typing import Literal

GetProvisioningTokensStatus = Literal["expired", "revoked", "used", "valid"]

GET_PROVISIONING_TOKENS_STATUS_VALUES: set[GetProvisioningTokensStatus] = {
    "expired",
    "revoked",
    "used",
    "valid",
}


def check_get_provisioning_tokens_status(value: str) -> GetProvisioningTokensStatus:
    if value in GET_PROVISIONING_TOKENS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_PROVISIONING_TOKENS_STATUS_VALUES!r}"
    )
