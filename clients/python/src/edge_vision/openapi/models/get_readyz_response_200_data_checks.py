from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_readyz_response_200_data_checks_additional_property import (
    GetReadyzResponse200DataChecksAdditionalProperty,
    check_get_readyz_response_200_data_checks_additional_property,
)

T = TypeVar("T", bound="GetReadyzResponse200DataChecks")


@_attrs_define
class GetReadyzResponse200DataChecks:
    additional_properties: dict[
        str, GetReadyzResponse200DataChecksAdditionalProperty
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        get_readyz_response_200_data_checks = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = (
                check_get_readyz_response_200_data_checks_additional_property(prop_dict)
            )

            additional_properties[prop_name] = additional_property

        get_readyz_response_200_data_checks.additional_properties = (
            additional_properties
        )
        return get_readyz_response_200_data_checks

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> GetReadyzResponse200DataChecksAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: GetReadyzResponse200DataChecksAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
