from typing import Literal

ApiKeyStatus = Literal["active", "expired", "revoked"]

API_KEY_STATUS_VALUES: set[ApiKeyStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_api_key_status(value: str) -> ApiKeyStatus:
    if value in API_KEY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_STATUS_VALUES!r}"
    )
