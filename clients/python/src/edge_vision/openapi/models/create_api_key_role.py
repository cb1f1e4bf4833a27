from typing import Literal

CreateApiKeyRole = Literal["admin", "member", "owner", "viewer"]

CREATE_API_KEY_ROLE_VALUES: set[CreateApiKeyRole] = {
    "admin",
    "member",
    "owner",
    "viewer",
}


def check_create_api_key_role(value: str) -> CreateApiKeyRole:
    if value in CREATE_API_KEY_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_API_KEY_ROLE_VALUES!r}"
    )
