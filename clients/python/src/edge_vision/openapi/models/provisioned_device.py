from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.device import Device
    from ..models.provisioned_device_edge_type_0 import ProvisionedDeviceEdgeType0


T = TypeVar("T", bound="ProvisionedDevice")


@_attrs_define
class ProvisionedDevice:
    """
    Attributes:
        device (Device):
        api_key (str): The device key (`adk_...`): shown once, send it as X-Device-Key
        edge (None | ProvisionedDeviceEdgeType0): Edge Agent settings when container management is configured
    """

    device: Device
    api_key: str
    edge: None | ProvisionedDeviceEdgeType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.provisioned_device_edge_type_0 import ProvisionedDeviceEdgeType0

        device = self.device.to_dict()

        api_key = self.api_key

        edge: dict[str, Any] | None
        if isinstance(self.edge, ProvisionedDeviceEdgeType0):
            edge = self.edge.to_dict()
        else:
            edge = self.edge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device": device,
                "api_key": api_key,
                "edge": edge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.device import Device
        from ..models.provisioned_device_edge_type_0 import ProvisionedDeviceEdgeType0

        d = dict(src_dict)
        device = Device.from_dict(d.pop("device"))

        api_key = d.pop("api_key")

        def _parse_edge(data: object) -> None | ProvisionedDeviceEdgeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                edge_type_0 = ProvisionedDeviceEdgeType0.from_dict(data)

                return edge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProvisionedDeviceEdgeType0, data)

        edge = _parse_edge(d.pop("edge"))

        provisioned_device = cls(
            device=device,
            api_key=api_key,
            edge=edge,
        )

        provisioned_device.additional_properties = d
        return provisioned_device

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
