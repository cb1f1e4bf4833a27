from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ConsoleConfig")


@_attrs_define
class ConsoleConfig:
    """
    Attributes:
        issuer (str): OIDC issuer the console signs in with (authorization code + PKCE)
        client_id (str): Public OIDC client id of the console
        scopes (str): Space-separated scopes; offline_access lets it renew without an iframe
    """

    issuer: str
    client_id: str
    scopes: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        issuer = self.issuer

        client_id = self.client_id

        scopes = self.scopes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "issuer": issuer,
                "client_id": client_id,
                "scopes": scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        issuer = d.pop("issuer")

        client_id = d.pop("client_id")

        scopes = d.pop("scopes")

        console_config = cls(
            issuer=issuer,
            client_id=client_id,
            scopes=scopes,
        )

        console_config.additional_properties = d
        return console_config

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
