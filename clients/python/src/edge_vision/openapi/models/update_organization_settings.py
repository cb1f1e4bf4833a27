from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateOrganizationSettings")


@_attrs_define
class UpdateOrganizationSettings:
    """
    Attributes:
        batch_auto_close (bool | Unset): Close a collecting batch on its own after the timeout
        batch_timeout_minutes (int | Unset): Minutes since the last image after which a batch closes (1 to 10080)
        devices_require_approval (bool | Unset): New devices start `pending`: they may check in, but other device calls
            answer 403 DEVICE_NOT_APPROVED until an admin approves them (PATCH /core/devices/{id}). Off by default.
        deployment_max_accuracy_drop (float | Unset): How much accuracy (0 to 1: 0.02 is 2 points of mAP50, mask mAP50
            or top-1) an export may lose on the val split against its source model and still be deployed without
            accept_accuracy_drop (default 0.02)
    """

    batch_auto_close: bool | Unset = UNSET
    batch_timeout_minutes: int | Unset = UNSET
    devices_require_approval: bool | Unset = UNSET
    deployment_max_accuracy_drop: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_auto_close = self.batch_auto_close

        batch_timeout_minutes = self.batch_timeout_minutes

        devices_require_approval = self.devices_require_approval

        deployment_max_accuracy_drop = self.deployment_max_accuracy_drop

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if batch_auto_close is not UNSET:
            field_dict["batch_auto_close"] = batch_auto_close
        if batch_timeout_minutes is not UNSET:
            field_dict["batch_timeout_minutes"] = batch_timeout_minutes
        if devices_require_approval is not UNSET:
            field_dict["devices_require_approval"] = devices_require_approval
        if deployment_max_accuracy_drop is not UNSET:
            field_dict["deployment_max_accuracy_drop"] = deployment_max_accuracy_drop

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        batch_auto_close = d.pop("batch_auto_close", UNSET)

        batch_timeout_minutes = d.pop("batch_timeout_minutes", UNSET)

        devices_require_approval = d.pop("devices_require_approval", UNSET)

        deployment_max_accuracy_drop = d.pop("deployment_max_accuracy_drop", UNSET)

        update_organization_settings = cls(
            batch_auto_close=batch_auto_close,
            batch_timeout_minutes=batch_timeout_minutes,
            devices_require_approval=devices_require_approval,
            deployment_max_accuracy_drop=deployment_max_accuracy_drop,
        )

        update_organization_settings.additional_properties = d
        return update_organization_settings

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
