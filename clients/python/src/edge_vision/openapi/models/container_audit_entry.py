from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.container_audit_entry_action import (
    ContainerAuditEntryAction,
    check_container_audit_entry_action,
)
from ..models.container_audit_entry_outcome import (
    ContainerAuditEntryOutcome,
    check_container_audit_entry_outcome,
)

if TYPE_CHECKING:
    from ..models.container_audit_entry_user import ContainerAuditEntryUser


T = TypeVar("T", bound="ContainerAuditEntry")


@_attrs_define
class ContainerAuditEntry:
    """
    Attributes:
        id (str):
        device_id (int):
        container (str):
        action (ContainerAuditEntryAction):
        outcome (ContainerAuditEntryOutcome): `started` stays when the API stopped before the answer came
        error_code (None | str):
        user (ContainerAuditEntryUser):
        at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: str
    device_id: int
    container: str
    action: ContainerAuditEntryAction
    outcome: ContainerAuditEntryOutcome
    error_code: None | str
    user: ContainerAuditEntryUser
    at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        device_id = self.device_id

        container = self.container

        action: str = self.action

        outcome: str = self.outcome

        error_code: None | str
        error_code = self.error_code

        user = self.user.to_dict()

        at = self.at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "device_id": device_id,
                "container": container,
                "action": action,
                "outcome": outcome,
                "error_code": error_code,
                "user": user,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.container_audit_entry_user import ContainerAuditEntryUser

        d = dict(src_dict)
        id = d.pop("id")

        device_id = d.pop("device_id")

        container = d.pop("container")

        action = check_container_audit_entry_action(d.pop("action"))

        outcome = check_container_audit_entry_outcome(d.pop("outcome"))

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("error_code"))

        user = ContainerAuditEntryUser.from_dict(d.pop("user"))

        at = d.pop("at")

        container_audit_entry = cls(
            id=id,
            device_id=device_id,
            container=container,
            action=action,
            outcome=outcome,
            error_code=error_code,
            user=user,
            at=at,
        )

        container_audit_entry.additional_properties = d
        return container_audit_entry

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
