from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.provisioning_token_status import (
    ProvisioningTokenStatus,
    check_provisioning_token_status,
)

T = TypeVar("T", bound="ProvisioningToken")


@_attrs_define
class ProvisioningToken:
    """
    Attributes:
        id (int):
        name (None | str):
        status (ProvisioningTokenStatus): `valid` until used (`used`), revoked (`revoked`) or past `expires_at`
            (`expired`)
        token_hint (str): The first characters of the token, to tell tokens apart
        expires_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        used_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        device_id (None | str): The device provisioned with it
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    name: None | str
    status: ProvisioningTokenStatus
    token_hint: str
    expires_at: str
    used_at: None | str
    device_id: None | str
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: None | str
        name = self.name

        status: str = self.status

        token_hint = self.token_hint

        expires_at = self.expires_at

        used_at: None | str
        used_at = self.used_at

        device_id: None | str
        device_id = self.device_id

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "status": status,
                "token_hint": token_hint,
                "expires_at": expires_at,
                "used_at": used_at,
                "device_id": device_id,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        status = check_provisioning_token_status(d.pop("status"))

        token_hint = d.pop("token_hint")

        expires_at = d.pop("expires_at")

        def _parse_used_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        used_at = _parse_used_at(d.pop("used_at"))

        def _parse_device_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        device_id = _parse_device_id(d.pop("device_id"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        provisioning_token = cls(
            id=id,
            name=name,
            status=status,
            token_hint=token_hint,
            expires_at=expires_at,
            used_at=used_at,
            device_id=device_id,
            created_at=created_at,
            updated_at=updated_at,
        )

        provisioning_token.additional_properties = d
        return provisioning_token

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
