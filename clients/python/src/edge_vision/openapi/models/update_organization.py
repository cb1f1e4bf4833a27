from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_organization_settings import UpdateOrganizationSettings


T = TypeVar("T", bound="UpdateOrganization")


@_attrs_define
class UpdateOrganization:
    """
    Attributes:
        name (str | Unset):
        settings (UpdateOrganizationSettings | Unset):
    """

    name: str | Unset = UNSET
    settings: UpdateOrganizationSettings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if settings is not UNSET:
            field_dict["settings"] = settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.update_organization_settings import UpdateOrganizationSettings

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _settings = d.pop("settings", UNSET)
        settings: UpdateOrganizationSettings | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = UpdateOrganizationSettings.from_dict(_settings)

        update_organization = cls(
            name=name,
            settings=settings,
        )

        update_organization.additional_properties = d
        return update_organization

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
