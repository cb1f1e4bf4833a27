from typing import Literal

OrganizationRole = Literal["admin", "member", "owner", "viewer"]

ORGANIZATION_ROLE_VALUES: set[OrganizationRole] = {
    "admin",
    "member",
    "owner",
    "viewer",
}


def check_organization_role(value: str) -> OrganizationRole:
    if value in ORGANIZATION_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ORGANIZATION_ROLE_VALUES!r}"
    )
