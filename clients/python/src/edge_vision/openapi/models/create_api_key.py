from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_api_key_role import CreateApiKeyRole, check_create_api_key_role
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateApiKey")


@_attrs_define
class CreateApiKey:
    """
    Attributes:
        name (str): What the key is for, e.g. "CI upload"
        role (CreateApiKeyRole | Unset): The key's role in the organization: at most yours (the default)
        expires_in_days (int | Unset): Days until the key stops working; without it the key lasts until revoked
    """

    name: str
    role: CreateApiKeyRole | Unset = UNSET
    expires_in_days: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role

        expires_in_days = self.expires_in_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _role = d.pop("role", UNSET)
        role: CreateApiKeyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = check_create_api_key_role(_role)

        expires_in_days = d.pop("expires_in_days", UNSET)

        create_api_key = cls(
            name=name,
            role=role,
            expires_in_days=expires_in_days,
        )

        create_api_key.additional_properties = d
        return create_api_key

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
