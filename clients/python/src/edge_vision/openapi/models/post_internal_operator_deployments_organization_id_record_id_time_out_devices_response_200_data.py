from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar(
    "T",
    bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesResponse200Data",
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdTimeOutDevicesResponse200Data:
    """
    Attributes:
        timed_out (list[str]):
    """

    timed_out: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        timed_out = self.timed_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "timed_out": timed_out,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timed_out = cast(list[str], d.pop("timed_out"))

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_response_200_data = cls(
            timed_out=timed_out,
        )

        post_internal_operator_deployments_organization_id_record_id_time_out_devices_response_200_data.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_time_out_devices_response_200_data

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
