from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AlertIngestResult")


@_attrs_define
class AlertIngestResult:
    """
    Attributes:
        received (int): Alerts in the notification
        created (int): Alerts seen for the first time
        resolved (int): Stored firing alerts that turned resolved
        unchanged (int): Repeats and replays: already stored in this or a later state
        unattributed (int): Alerts without a known organization_id label (kept, visible to no organization)
    """

    received: int
    created: int
    resolved: int
    unchanged: int
    unattributed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        received = self.received

        created = self.created

        resolved = self.resolved

        unchanged = self.unchanged

        unattributed = self.unattributed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "received": received,
                "created": created,
                "resolved": resolved,
                "unchanged": unchanged,
                "unattributed": unattributed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        received = d.pop("received")

        created = d.pop("created")

        resolved = d.pop("resolved")

        unchanged = d.pop("unchanged")

        unattributed = d.pop("unattributed")

        alert_ingest_result = cls(
            received=received,
            created=created,
            resolved=resolved,
            unchanged=unchanged,
            unattributed=unattributed,
        )

        alert_ingest_result.additional_properties = d
        return alert_ingest_result

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
