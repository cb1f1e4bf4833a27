from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.provision_device_labels import ProvisionDeviceLabels


T = TypeVar("T", bound="ProvisionDevice")


@_attrs_define
class ProvisionDevice:
    """
    Attributes:
        token (str):
        device_id (str): The container engine identifier of the device
        name (str):
        hostname (str | Unset):
        platform (str | Unset):
        labels (ProvisionDeviceLabels | Unset): Free-form key/value labels (keys: letters, digits, _ / -)
    """

    token: str
    device_id: str
    name: str
    hostname: str | Unset = UNSET
    platform: str | Unset = UNSET
    labels: ProvisionDeviceLabels | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        device_id = self.device_id

        name = self.name

        hostname = self.hostname

        platform = self.platform

        labels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token": token,
                "device_id": device_id,
                "name": name,
            }
        )
        if hostname is not UNSET:
            field_dict["hostname"] = hostname
        if platform is not UNSET:
            field_dict["platform"] = platform
        if labels is not UNSET:
            field_dict["labels"] = labels

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.provision_device_labels import ProvisionDeviceLabels

        d = dict(src_dict)
        token = d.pop("token")

        device_id = d.pop("device_id")

        name = d.pop("name")

        hostname = d.pop("hostname", UNSET)

        platform = d.pop("platform", UNSET)

        _labels = d.pop("labels", UNSET)
        labels: ProvisionDeviceLabels | Unset
        if isinstance(_labels, Unset):
            labels = UNSET
        else:
            labels = ProvisionDeviceLabels.from_dict(_labels)

        provision_device = cls(
            token=token,
            device_id=device_id,
            name=name,
            hostname=hostname,
            platform=platform,
            labels=labels,
        )

        provision_device.additional_properties = d
        return provision_device

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
