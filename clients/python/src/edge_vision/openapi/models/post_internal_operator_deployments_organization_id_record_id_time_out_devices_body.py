from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.post_internal_operator_deployments_organization_id_record_id_time_out_devices_body_devices_item import (
        PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem,
    )


T = TypeVar(
    "T", bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBody"
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBody:
    """
    Attributes:
        devices (list[PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem]):
    """

    devices: list[
        PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        devices = []
        for devices_item_data in self.devices:
            devices_item = devices_item_data.to_dict()
            devices.append(devices_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "devices": devices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_internal_operator_deployments_organization_id_record_id_time_out_devices_body_devices_item import (
            PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem,
        )

        d = dict(src_dict)
        devices = []
        _devices = d.pop("devices")
        for devices_item_data in _devices:
            devices_item = PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem.from_dict(
                devices_item_data
            )

            devices.append(devices_item)

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_body = cls(
            devices=devices,
        )

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_body.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_time_out_devices_body

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
