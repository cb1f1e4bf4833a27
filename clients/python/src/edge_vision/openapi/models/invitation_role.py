from typing import Literal

InvitationRole = Literal["admin", "member", "owner", "viewer"]

INVITATION_ROLE_VALUES: set[InvitationRole] = {
    "admin",
    "member",
    "owner",
    "viewer",
}


def check_invitation_role(value: str) -> InvitationRole:
    if value in INVITATION_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INVITATION_ROLE_VALUES!r}"
    )
