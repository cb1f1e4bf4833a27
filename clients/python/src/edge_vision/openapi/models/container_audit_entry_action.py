from typing import Literal

ContainerAuditEntryAction = Literal["logs", "restart", "start", "stop"]

CONTAINER_AUDIT_ENTRY_ACTION_VALUES: set[ContainerAuditEntryAction] = {
    "logs",
    "restart",
    "start",
    "stop",
}


def check_container_audit_entry_action(value: str) -> ContainerAuditEntryAction:
    if value in CONTAINER_AUDIT_ENTRY_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTAINER_AUDIT_ENTRY_ACTION_VALUES!r}"
    )
