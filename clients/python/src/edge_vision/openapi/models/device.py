from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.device_approval_status import (
    DeviceApprovalStatus,
    check_device_approval_status,
)

if TYPE_CHECKING:
    from ..models.device_labels import DeviceLabels
    from ..models.last_checkin_type_0 import LastCheckinType0


T = TypeVar("T", bound="Device")


@_attrs_define
class Device:
    """
    Attributes:
        id (int):
        device_id (str): The container engine identifier of the device
        name (str):
        hostname (None | str):
        platform (None | str):
        labels (DeviceLabels):
        status (DeviceApprovalStatus): Registration and approval state. Transitions: pending -> approved | rejected;
            approved -> disabled; disabled -> approved; rejected -> approved. Only approved devices authenticate.
        online (bool): A check-in arrived within DEVICE_OFFLINE_AFTER_S
        last_seen_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        last_checkin (LastCheckinType0 | None):
        api_key_hint (str):
        edge_environment_id (int | None): The Edge Agent environment, when configured
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    device_id: str
    name: str
    hostname: None | str
    platform: None | str
    labels: DeviceLabels
    status: DeviceApprovalStatus
    online: bool
    last_seen_at: None | str
    last_checkin: LastCheckinType0 | None
    api_key_hint: str
    edge_environment_id: int | None
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.last_checkin_type_0 import LastCheckinType0

        id = self.id

        device_id = self.device_id

        name = self.name

        hostname: None | str
        hostname = self.hostname

        platform: None | str
        platform = self.platform

        labels = self.labels.to_dict()

        status: str = self.status

        online = self.online

        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        last_checkin: dict[str, Any] | None
        if isinstance(self.last_checkin, LastCheckinType0):
            last_checkin = self.last_checkin.to_dict()
        else:
            last_checkin = self.last_checkin

        api_key_hint = self.api_key_hint

        edge_environment_id: int | None
        edge_environment_id = self.edge_environment_id

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "device_id": device_id,
                "name": name,
                "hostname": hostname,
                "platform": platform,
                "labels": labels,
                "status": status,
                "online": online,
                "last_seen_at": last_seen_at,
                "last_checkin": last_checkin,
                "api_key_hint": api_key_hint,
                "edge_environment_id": edge_environment_id,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device_labels import DeviceLabels
        from ..models.last_checkin_type_0 import LastCheckinType0

        d = dict(src_dict)
        id = d.pop("id")

        device_id = d.pop("device_id")

        name = d.pop("name")

        def _parse_hostname(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hostname = _parse_hostname(d.pop("hostname"))

        def _parse_platform(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        platform = _parse_platform(d.pop("platform"))

        labels = DeviceLabels.from_dict(d.pop("labels"))

        status = check_device_approval_status(d.pop("status"))

        online = d.pop("online")

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))

        def _parse_last_checkin(data: object) -> LastCheckinType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_last_checkin_type_0 = LastCheckinType0.from_dict(data)

                return componentsschemas_last_checkin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LastCheckinType0 | None, data)

        last_checkin = _parse_last_checkin(d.pop("last_checkin"))

        api_key_hint = d.pop("api_key_hint")

        def _parse_edge_environment_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        edge_environment_id = _parse_edge_environment_id(d.pop("edge_environment_id"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        device = cls(
            id=id,
            device_id=device_id,
            name=name,
            hostname=hostname,
            platform=platform,
            labels=labels,
            status=status,
            online=online,
            last_seen_at=last_seen_at,
            last_checkin=last_checkin,
            api_key_hint=api_key_hint,
            edge_environment_id=edge_environment_id,
            created_at=created_at,
            updated_at=updated_at,
        )

        device.additional_properties = d
        return device

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
