from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar(
    "T",
    bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem",
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesBodyDevicesItem:
    """
    Attributes:
        device_id (str):
        rollback (bool):
        message (str):
        last_report_at (datetime.datetime | Unset): The last report the operator saw from a device that had started;
            absent: the device never reported. Either way a report that arrived meanwhile wins.
    """

    device_id: str
    rollback: bool
    message: str
    last_report_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        device_id = self.device_id

        rollback = self.rollback

        message = self.message

        last_report_at: str | Unset = UNSET
        if not isinstance(self.last_report_at, Unset):
            last_report_at = self.last_report_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device_id": device_id,
                "rollback": rollback,
                "message": message,
            }
        )
        if last_report_at is not UNSET:
            field_dict["last_report_at"] = last_report_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        device_id = d.pop("device_id")

        rollback = d.pop("rollback")

        message = d.pop("message")

        _last_report_at = d.pop("last_report_at", UNSET)
        last_report_at: datetime.datetime | Unset
        if isinstance(_last_report_at, Unset):
            last_report_at = UNSET
        else:
            last_report_at = datetime.datetime.fromisoformat(_last_report_at)

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_body_devices_item = cls(
            device_id=device_id,
            rollback=rollback,
            message=message,
            last_report_at=last_report_at,
        )

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_body_devices_item.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_time_out_devices_body_devices_item

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
