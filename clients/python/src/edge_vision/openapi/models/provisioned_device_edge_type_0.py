from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProvisionedDeviceEdgeType0")


@_attrs_define
class ProvisionedDeviceEdgeType0:
    """Edge Agent settings when container management is configured

    Attributes:
        environment_id (int):
        edge_id (str):
        edge_key (str): The Edge Agent key (EDGE_KEY); shown once
        portainer_url (str):
    """

    environment_id: int
    edge_id: str
    edge_key: str
    portainer_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        environment_id = self.environment_id

        edge_id = self.edge_id

        edge_key = self.edge_key

        portainer_url = self.portainer_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "environment_id": environment_id,
                "edge_id": edge_id,
                "edge_key": edge_key,
                "portainer_url": portainer_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        environment_id = d.pop("environment_id")

        edge_id = d.pop("edge_id")

        edge_key = d.pop("edge_key")

        portainer_url = d.pop("portainer_url")

        provisioned_device_edge_type_0 = cls(
            environment_id=environment_id,
            edge_id=edge_id,
            edge_key=edge_key,
            portainer_url=portainer_url,
        )

        provisioned_device_edge_type_0.additional_properties = d
        return provisioned_device_edge_type_0

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
