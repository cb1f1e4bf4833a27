from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.container_action_result_action import (
    ContainerActionResultAction,
    check_container_action_result_action,
)

T = TypeVar("T", bound="ContainerActionResult")


@_attrs_define
class ContainerActionResult:
    """
    Attributes:
        container (str):
        action (ContainerActionResultAction):
        changed (bool): false when the container was in that state already
        at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    container: str
    action: ContainerActionResultAction
    changed: bool
    at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        container = self.container

        action: str = self.action

        changed = self.changed

        at = self.at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "container": container,
                "action": action,
                "changed": changed,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        container = d.pop("container")

        action = check_container_action_result_action(d.pop("action"))

        changed = d.pop("changed")

        at = d.pop("at")

        container_action_result = cls(
            container=container,
            action=action,
            changed=changed,
            at=at,
        )

        container_action_result.additional_properties = d
        return container_action_result

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
