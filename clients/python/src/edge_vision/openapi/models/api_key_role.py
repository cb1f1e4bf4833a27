from typing import Literal

ApiKeyRole = Literal["admin", "member", "owner", "viewer"]

API_KEY_ROLE_VALUES: set[ApiKeyRole] = {
    "admin",
    "member",
    "owner",
    "viewer",
}


def check_api_key_role(value: str) -> ApiKeyRole:
    if value in API_KEY_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_ROLE_VALUES!r}"
    )
