from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OrganizationSettings")


@_attrs_define
class OrganizationSettings:
    """
    Attributes:
        batch_auto_close (bool): Close a collecting batch on its own after the timeout
        batch_timeout_minutes (int): Minutes since the last image after which a batch closes (1 to 10080)
        devices_require_approval (bool): New devices start `pending`: they may check in, but other device calls answer
            403 DEVICE_NOT_APPROVED until an admin approves them (PATCH /core/devices/{id}). Off by default.
        deployment_max_accuracy_drop (float): How much accuracy (0 to 1: 0.02 is 2 points of mAP50, mask mAP50 or top-1)
            an export may lose on the val split against its source model and still be deployed without accept_accuracy_drop
            (default 0.02)
    """

    batch_auto_close: bool
    batch_timeout_minutes: int
    devices_require_approval: bool
    deployment_max_accuracy_drop: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_auto_close = self.batch_auto_close

        batch_timeout_minutes = self.batch_timeout_minutes

        devices_require_approval = self.devices_require_approval

        deployment_max_accuracy_drop = self.deployment_max_accuracy_drop

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_auto_close": batch_auto_close,
                "batch_timeout_minutes": batch_timeout_minutes,
                "devices_require_approval": devices_require_approval,
                "deployment_max_accuracy_drop": deployment_max_accuracy_drop,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        batch_auto_close = d.pop("batch_auto_close")

        batch_timeout_minutes = d.pop("batch_timeout_minutes")

        devices_require_approval = d.pop("devices_require_approval")

        deployment_max_accuracy_drop = d.pop("deployment_max_accuracy_drop")

        organization_settings = cls(
            batch_auto_close=batch_auto_close,
            batch_timeout_minutes=batch_timeout_minutes,
            devices_require_approval=devices_require_approval,
            deployment_max_accuracy_drop=deployment_max_accuracy_drop,
        )

        organization_settings.additional_properties = d
        return organization_settings

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
