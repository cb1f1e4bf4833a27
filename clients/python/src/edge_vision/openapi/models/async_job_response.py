from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.async_job_status import AsyncJobStatus, check_async_job_status

T = TypeVar("T", bound="AsyncJobResponse")


@_attrs_define
class AsyncJobResponse:
    """
    Attributes:
        job_id (str): Poll GET /jobs/{job_id}
        status (AsyncJobStatus): `queued` -> `running` -> `completed` or `failed`. A failed job leaves nothing behind
            (no artifact; for an import, no image, annotation, batch or object of it).
        message (str):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    job_id: str
    status: AsyncJobStatus
    message: str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        status: str = self.status

        message = self.message

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "status": status,
                "message": message,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        job_id = d.pop("job_id")

        status = check_async_job_status(d.pop("status"))

        message = d.pop("message")

        created_at = d.pop("created_at")

        async_job_response = cls(
            job_id=job_id,
            status=status,
            message=message,
            created_at=created_at,
        )

        async_job_response.additional_properties = d
        return async_job_response

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
