from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.async_job_format import AsyncJobFormat, check_async_job_format
from ..models.async_job_status import AsyncJobStatus, check_async_job_status
from ..models.async_job_type import AsyncJobType, check_async_job_type

if TYPE_CHECKING:
    from ..models.export_result import ExportResult
    from ..models.import_result import ImportResult


T = TypeVar("T", bound="AsyncJob")


@_attrs_define
class AsyncJob:
    """
    Attributes:
        job_id (str):
        type_ (AsyncJobType):
        status (AsyncJobStatus): `queued` -> `running` -> `completed` or `failed`. A failed job leaves nothing behind
            (no artifact; for an import, no image, annotation, batch or object of it).
        progress (float): Share done, 0 to 1
        message (str):
        dataset_version_id (int | None): Exports only
        project_id (int | None): Imports only: the project imported into
        format_ (AsyncJobFormat):
        max_images (int | None): Calibration exports only
        result (ExportResult | ImportResult | None): Present once completed: ExportResult for exports, ImportResult for
            imports
        error (None | str): Why the job failed
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        started_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    job_id: str
    type_: AsyncJobType
    status: AsyncJobStatus
    progress: float
    message: str
    dataset_version_id: int | None
    project_id: int | None
    format_: AsyncJobFormat
    max_images: int | None
    result: ExportResult | ImportResult | None
    error: None | str
    created_at: str
    updated_at: str
    started_at: None | str
    completed_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.export_result import ExportResult
        from ..models.import_result import ImportResult

        job_id = self.job_id

        type_: str = self.type_

        status: str = self.status

        progress = self.progress

        message = self.message

        dataset_version_id: int | None
        dataset_version_id = self.dataset_version_id

        project_id: int | None
        project_id = self.project_id

        format_: str = self.format_

        max_images: int | None
        max_images = self.max_images

        result: dict[str, Any] | None
        if isinstance(self.result, ExportResult) or isinstance(
            self.result, ImportResult
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        error: None | str
        error = self.error

        created_at = self.created_at

        updated_at = self.updated_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "type": type_,
                "status": status,
                "progress": progress,
                "message": message,
                "dataset_version_id": dataset_version_id,
                "project_id": project_id,
                "format": format_,
                "max_images": max_images,
                "result": result,
                "error": error,
                "created_at": created_at,
                "updated_at": updated_at,
                "started_at": started_at,
                "completed_at": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.export_result import ExportResult
        from ..models.import_result import ImportResult

        d = dict(src_dict)
        job_id = d.pop("job_id")

        type_ = check_async_job_type(d.pop("type"))

        status = check_async_job_status(d.pop("status"))

        progress = d.pop("progress")

        message = d.pop("message")

        def _parse_dataset_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dataset_version_id = _parse_dataset_version_id(d.pop("dataset_version_id"))

        def _parse_project_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        project_id = _parse_project_id(d.pop("project_id"))

        format_ = check_async_job_format(d.pop("format"))

        def _parse_max_images(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_images = _parse_max_images(d.pop("max_images"))

        def _parse_result(data: object) -> ExportResult | ImportResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ExportResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = ImportResult.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExportResult | ImportResult | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        async_job = cls(
            job_id=job_id,
            type_=type_,
            status=status,
            progress=progress,
            message=message,
            dataset_version_id=dataset_version_id,
            project_id=project_id,
            format_=format_,
            max_images=max_images,
            result=result,
            error=error,
            created_at=created_at,
            updated_at=updated_at,
            started_at=started_at,
            completed_at=completed_at,
        )

        async_job.additional_properties = d
        return async_job

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
