from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_job_created_via import (
    ExportJobCreatedVia,
    check_export_job_created_via,
)
from ..models.export_job_format import ExportJobFormat, check_export_job_format
from ..models.export_job_precision import ExportJobPrecision, check_export_job_precision
from ..models.job_phase import JobPhase, check_job_phase

if TYPE_CHECKING:
    from ..models.export_job_conditions_item import ExportJobConditionsItem
    from ..models.export_job_metrics import ExportJobMetrics
    from ..models.export_job_resource import ExportJobResource


T = TypeVar("T", bound="ExportJob")


@_attrs_define
class ExportJob:
    """
    Attributes:
        id (int):
        resource (ExportJobResource): The custom resource in the cluster
        phase (JobPhase): Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early
        progress (float):
        message (None | str):
        attempts (int):
        conditions (list[ExportJobConditionsItem]):
        metrics (ExportJobMetrics):
        log_tail (None | str): A failed job's last words: the failed pod's termination message, which Kubernetes fills
            with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise
        created_via (ExportJobCreatedVia):
        started_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        model_version_id (int):
        format_ (ExportJobFormat):
        precision (ExportJobPrecision):
        calibration_dataset_version_id (int | None):
        artifact_key (None | str):
    """

    id: int
    resource: ExportJobResource
    phase: JobPhase
    progress: float
    message: None | str
    attempts: int
    conditions: list[ExportJobConditionsItem]
    metrics: ExportJobMetrics
    log_tail: None | str
    created_via: ExportJobCreatedVia
    started_at: None | str
    completed_at: None | str
    created_at: str
    updated_at: str
    model_version_id: int
    format_: ExportJobFormat
    precision: ExportJobPrecision
    calibration_dataset_version_id: int | None
    artifact_key: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        resource = self.resource.to_dict()

        phase: str = self.phase

        progress = self.progress

        message: None | str
        message = self.message

        attempts = self.attempts

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        metrics = self.metrics.to_dict()

        log_tail: None | str
        log_tail = self.log_tail

        created_via: str = self.created_via

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        created_at = self.created_at

        updated_at = self.updated_at

        model_version_id = self.model_version_id

        format_: str = self.format_

        precision: str = self.precision

        calibration_dataset_version_id: int | None
        calibration_dataset_version_id = self.calibration_dataset_version_id

        artifact_key: None | str
        artifact_key = self.artifact_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "resource": resource,
                "phase": phase,
                "progress": progress,
                "message": message,
                "attempts": attempts,
                "conditions": conditions,
                "metrics": metrics,
                "log_tail": log_tail,
                "created_via": created_via,
                "started_at": started_at,
                "completed_at": completed_at,
                "created_at": created_at,
                "updated_at": updated_at,
                "model_version_id": model_version_id,
                "format": format_,
                "precision": precision,
                "calibration_dataset_version_id": calibration_dataset_version_id,
                "artifact_key": artifact_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.export_job_conditions_item import ExportJobConditionsItem
        from ..models.export_job_metrics import ExportJobMetrics
        from ..models.export_job_resource import ExportJobResource

        d = dict(src_dict)
        id = d.pop("id")

        resource = ExportJobResource.from_dict(d.pop("resource"))

        phase = check_job_phase(d.pop("phase"))

        progress = d.pop("progress")

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        attempts = d.pop("attempts")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = ExportJobConditionsItem.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        metrics = ExportJobMetrics.from_dict(d.pop("metrics"))

        def _parse_log_tail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        log_tail = _parse_log_tail(d.pop("log_tail"))

        created_via = check_export_job_created_via(d.pop("created_via"))

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

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        model_version_id = d.pop("model_version_id")

        format_ = check_export_job_format(d.pop("format"))

        precision = check_export_job_precision(d.pop("precision"))

        def _parse_calibration_dataset_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        calibration_dataset_version_id = _parse_calibration_dataset_version_id(
            d.pop("calibration_dataset_version_id")
        )

        def _parse_artifact_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        artifact_key = _parse_artifact_key(d.pop("artifact_key"))

        export_job = cls(
            id=id,
            resource=resource,
            phase=phase,
            progress=progress,
            message=message,
            attempts=attempts,
            conditions=conditions,
            metrics=metrics,
            log_tail=log_tail,
            created_via=created_via,
            started_at=started_at,
            completed_at=completed_at,
            created_at=created_at,
            updated_at=updated_at,
            model_version_id=model_version_id,
            format_=format_,
            precision=precision,
            calibration_dataset_version_id=calibration_dataset_version_id,
            artifact_key=artifact_key,
        )

        export_job.additional_properties = d
        return export_job

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
