from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdReleaseDevicesBody"
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdReleaseDevicesBody:
    """
    Attributes:
        device_ids (list[str]):
        rollback (bool | Unset):  Default: False.
    """

    device_ids: list[str]
    rollback: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        device_ids = self.device_ids

        rollback = self.rollback

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device_ids": device_ids,
            }
        )
        if rollback is not UNSET:
            field_dict["rollback"] = rollback

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        device_ids = cast(list[str], d.pop("device_ids"))

        rollback = d.pop("rollback", UNSET)

        post_internal_operator_deployments_organization_id_record_id_release_devices_body = cls(
            device_ids=device_ids,
            rollback=rollback,
        )

        post_internal_operator_deployments_organization_id_record_id_release_devices_body.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_release_devices_body

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
