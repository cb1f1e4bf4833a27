from typing import Literal

ContainerAuditEntryOutcome = Literal["done", "failed", "started", "unchanged"]

CONTAINER_AUDIT_ENTRY_OUTCOME_VALUES: set[ContainerAuditEntryOutcome] = {
    "done",
    "failed",
    "started",
    "unchanged",
}


def check_container_audit_entry_outcome(value: str) -> ContainerAuditEntryOutcome:
    if value in CONTAINER_AUDIT_ENTRY_OUTCOME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTAINER_AUDIT_ENTRY_OUTCOME_VALUES!r}"
    )
