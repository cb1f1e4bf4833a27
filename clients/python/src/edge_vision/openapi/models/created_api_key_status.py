from typing import Literal

CreatedApiKeyStatus = Literal["active", "expired", "revoked"]

CREATED_API_KEY_STATUS_VALUES: set[CreatedApiKeyStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_created_api_key_status(value: str) -> CreatedApiKeyStatus:
    if value in CREATED_API_KEY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATED_API_KEY_STATUS_VALUES!r}"
    )
