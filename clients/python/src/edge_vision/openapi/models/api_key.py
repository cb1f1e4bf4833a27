from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.api_key_role import ApiKeyRole, check_api_key_role
from ..models.api_key_status import ApiKeyStatus, check_api_key_status

T = TypeVar("T", bound="ApiKey")


@_attrs_define
class ApiKey:
    """
    Attributes:
        id (int):
        name (str):
        role (ApiKeyRole): The key's role; never more than its owner's current role
        status (ApiKeyStatus):
        key_hint (str): The first characters of the key, to tell keys apart
        owner_email (None | str): Who created it (the key acts as them)
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        expires_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        last_used_at (None | str): Updated at most once a minute Example: 2026-11-21T10:00:00.000Z.
        revoked_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    name: str
    role: ApiKeyRole
    status: ApiKeyStatus
    key_hint: str
    owner_email: None | str
    created_at: str
    expires_at: None | str
    last_used_at: None | str
    revoked_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        role: str = self.role

        status: str = self.status

        key_hint = self.key_hint

        owner_email: None | str
        owner_email = self.owner_email

        created_at = self.created_at

        expires_at: None | str
        expires_at = self.expires_at

        last_used_at: None | str
        last_used_at = self.last_used_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "role": role,
                "status": status,
                "key_hint": key_hint,
                "owner_email": owner_email,
                "created_at": created_at,
                "expires_at": expires_at,
                "last_used_at": last_used_at,
                "revoked_at": revoked_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        role = check_api_key_role(d.pop("role"))

        status = check_api_key_status(d.pop("status"))

        key_hint = d.pop("key_hint")

        def _parse_owner_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_email = _parse_owner_email(d.pop("owner_email"))

        created_at = d.pop("created_at")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_last_used_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        api_key = cls(
            id=id,
            name=name,
            role=role,
            status=status,
            key_hint=key_hint,
            owner_email=owner_email,
            created_at=created_at,
            expires_at=expires_at,
            last_used_at=last_used_at,
            revoked_at=revoked_at,
        )

        api_key.additional_properties = d
        return api_key

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
