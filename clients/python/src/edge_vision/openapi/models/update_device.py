from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.device_approval_status import (
    DeviceApprovalStatus,
    check_device_approval_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_device_labels import UpdateDeviceLabels


T = TypeVar("T", bound="UpdateDevice")


@_attrs_define
class UpdateDevice:
    """
    Attributes:
        name (str | Unset):
        labels (UpdateDeviceLabels | Unset): Free-form key/value labels (keys: letters, digits, _ / -)
        status (DeviceApprovalStatus | Unset): Registration and approval state. Transitions: pending -> approved |
            rejected; approved -> disabled; disabled -> approved; rejected -> approved. Only approved devices authenticate.
    """

    name: str | Unset = UNSET
    labels: UpdateDeviceLabels | Unset = UNSET
    status: DeviceApprovalStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        labels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels.to_dict()

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if labels is not UNSET:
            field_dict["labels"] = labels
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.update_device_labels import UpdateDeviceLabels

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _labels = d.pop("labels", UNSET)
        labels: UpdateDeviceLabels | Unset
        if isinstance(_labels, Unset):
            labels = UNSET
        else:
            labels = UpdateDeviceLabels.from_dict(_labels)

        _status = d.pop("status", UNSET)
        status: DeviceApprovalStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_device_approval_status(_status)

        update_device = cls(
            name=name,
            labels=labels,
            status=status,
        )

        update_device.additional_properties = d
        return update_device

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
