from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.large_upload_status import LargeUploadStatus, check_large_upload_status

T = TypeVar("T", bound="LargeUpload")


@_attrs_define
class LargeUpload:
    """
    Attributes:
        id (str): Pass it as `upload_id` to POST /data/projects/{id}/import once complete
        filename (str):
        size_bytes (int):
        part_size (int): Every part but the last has exactly this size; part n holds bytes (n-1)*part_size onwards (at
            least 5 MiB, LARGE_UPLOAD_PART_BYTES)
        part_count (int):
        parts_received (list[int]): Part numbers stored so far: after a dropped connection, send the others
        bytes_received (int):
        status (LargeUploadStatus):
        expires_at (str): Without a new part (or, once complete, without an import) by then the upload is abandoned: its
            parts are removed (LARGE_UPLOAD_EXPIRY_S after the last part) Example: 2026-11-21T10:00:00.000Z.
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: str
    filename: str
    size_bytes: int
    part_size: int
    part_count: int
    parts_received: list[int]
    bytes_received: int
    status: LargeUploadStatus
    expires_at: str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        filename = self.filename

        size_bytes = self.size_bytes

        part_size = self.part_size

        part_count = self.part_count

        parts_received = self.parts_received

        bytes_received = self.bytes_received

        status: str = self.status

        expires_at = self.expires_at

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "filename": filename,
                "size_bytes": size_bytes,
                "part_size": part_size,
                "part_count": part_count,
                "parts_received": parts_received,
                "bytes_received": bytes_received,
                "status": status,
                "expires_at": expires_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        filename = d.pop("filename")

        size_bytes = d.pop("size_bytes")

        part_size = d.pop("part_size")

        part_count = d.pop("part_count")

        parts_received = cast(list[int], d.pop("parts_received"))

        bytes_received = d.pop("bytes_received")

        status = check_large_upload_status(d.pop("status"))

        expires_at = d.pop("expires_at")

        created_at = d.pop("created_at")

        large_upload = cls(
            id=id,
            filename=filename,
            size_bytes=size_bytes,
            part_size=part_size,
            part_count=part_count,
            parts_received=parts_received,
            bytes_received=bytes_received,
            status=status,
            expires_at=expires_at,
            created_at=created_at,
        )

        large_upload.additional_properties = d
        return large_upload

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
