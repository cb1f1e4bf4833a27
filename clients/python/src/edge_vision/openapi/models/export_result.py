from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExportResult")


@_attrs_define
class ExportResult:
    """
    Attributes:
        artifact_key (str): Object key of the zip archive
        download_url (str): A signed address on the API's origin (`GET /jobs/{job_id}/file?...`); GET it without
            credentials until expires_at
        expires_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        size_bytes (int):
        image_count (int):
    """

    artifact_key: str
    download_url: str
    expires_at: str
    size_bytes: int
    image_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifact_key = self.artifact_key

        download_url = self.download_url

        expires_at = self.expires_at

        size_bytes = self.size_bytes

        image_count = self.image_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifact_key": artifact_key,
                "download_url": download_url,
                "expires_at": expires_at,
                "size_bytes": size_bytes,
                "image_count": image_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        artifact_key = d.pop("artifact_key")

        download_url = d.pop("download_url")

        expires_at = d.pop("expires_at")

        size_bytes = d.pop("size_bytes")

        image_count = d.pop("image_count")

        export_result = cls(
            artifact_key=artifact_key,
            download_url=download_url,
            expires_at=expires_at,
            size_bytes=size_bytes,
            image_count=image_count,
        )

        export_result.additional_properties = d
        return export_result

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
