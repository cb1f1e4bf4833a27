from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.device_container_labels import DeviceContainerLabels


T = TypeVar("T", bound="DeviceContainer")


@_attrs_define
class DeviceContainer:
    """
    Attributes:
        id (str):
        name (None | str): Docker's first name, without the leading slash
        image (None | str):
        command (None | str):
        state (None | str): Docker's state: created, running, paused, restarting, exited...
        status (None | str): Human-readable, e.g. "Up 2 hours"
        created_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        labels (DeviceContainerLabels):
    """

    id: str
    name: None | str
    image: None | str
    command: None | str
    state: None | str
    status: None | str
    created_at: None | str
    labels: DeviceContainerLabels
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: None | str
        name = self.name

        image: None | str
        image = self.image

        command: None | str
        command = self.command

        state: None | str
        state = self.state

        status: None | str
        status = self.status

        created_at: None | str
        created_at = self.created_at

        labels = self.labels.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "image": image,
                "command": command,
                "state": state,
                "status": status,
                "created_at": created_at,
                "labels": labels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device_container_labels import DeviceContainerLabels

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_image(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image = _parse_image(d.pop("image"))

        def _parse_command(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        command = _parse_command(d.pop("command"))

        def _parse_state(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        state = _parse_state(d.pop("state"))

        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("created_at"))

        labels = DeviceContainerLabels.from_dict(d.pop("labels"))

        device_container = cls(
            id=id,
            name=name,
            image=image,
            command=command,
            state=state,
            status=status,
            created_at=created_at,
            labels=labels,
        )

        device_container.additional_properties = d
        return device_container

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
