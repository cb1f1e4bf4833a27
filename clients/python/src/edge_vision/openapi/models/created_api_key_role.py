from typing import Literal

CreatedApiKeyRole = Literal["admin", "member", "owner", "viewer"]

CREATED_API_KEY_ROLE_VALUES: set[CreatedApiKeyRole] = {
    "admin",
    "member",
    "owner",
    "viewer",
}


def check_created_api_key_role(value: str) -> CreatedApiKeyRole:
    if value in CREATED_API_KEY_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATED_API_KEY_ROLE_VALUES!r}"
    )
