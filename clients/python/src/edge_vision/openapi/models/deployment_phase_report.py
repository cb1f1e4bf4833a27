from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deployment_phase_report_phase import (
    DeploymentPhaseReportPhase,
    check_deployment_phase_report_phase,
)
from ..models.deployment_phase_report_status import (
    DeploymentPhaseReportStatus,
    check_deployment_phase_report_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deployment_phase_report_error import DeploymentPhaseReportError


T = TypeVar("T", bound="DeploymentPhaseReport")


@_attrs_define
class DeploymentPhaseReport:
    """
    Attributes:
        phase (DeploymentPhaseReportPhase):
        status (DeploymentPhaseReportStatus):
        started_at (datetime.datetime | Unset): RFC 3339
        completed_at (datetime.datetime | Unset): RFC 3339
        error (DeploymentPhaseReportError | Unset):
        progress (float | Unset): How far the phase is (0 to 1); a repeated `started` report with a new value updates it
        device_id (str | Unset): The reporting device, required when a user (not the device) reports
    """

    phase: DeploymentPhaseReportPhase
    status: DeploymentPhaseReportStatus
    started_at: datetime.datetime | Unset = UNSET
    completed_at: datetime.datetime | Unset = UNSET
    error: DeploymentPhaseReportError | Unset = UNSET
    progress: float | Unset = UNSET
    device_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase: str = self.phase

        status: str = self.status

        started_at: str | Unset = UNSET
        if not isinstance(self.started_at, Unset):
            started_at = self.started_at.isoformat()

        completed_at: str | Unset = UNSET
        if not isinstance(self.completed_at, Unset):
            completed_at = self.completed_at.isoformat()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        progress = self.progress

        device_id = self.device_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "status": status,
            }
        )
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if error is not UNSET:
            field_dict["error"] = error
        if progress is not UNSET:
            field_dict["progress"] = progress
        if device_id is not UNSET:
            field_dict["device_id"] = device_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deployment_phase_report_error import DeploymentPhaseReportError

        d = dict(src_dict)
        phase = check_deployment_phase_report_phase(d.pop("phase"))

        status = check_deployment_phase_report_status(d.pop("status"))

        _started_at = d.pop("started_at", UNSET)
        started_at: datetime.datetime | Unset
        if isinstance(_started_at, Unset):
            started_at = UNSET
        else:
            started_at = datetime.datetime.fromisoformat(_started_at)

        _completed_at = d.pop("completed_at", UNSET)
        completed_at: datetime.datetime | Unset
        if isinstance(_completed_at, Unset):
            completed_at = UNSET
        else:
            completed_at = datetime.datetime.fromisoformat(_completed_at)

        _error = d.pop("error", UNSET)
        error: DeploymentPhaseReportError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = DeploymentPhaseReportError.from_dict(_error)

        progress = d.pop("progress", UNSET)

        device_id = d.pop("device_id", UNSET)

        deployment_phase_report = cls(
            phase=phase,
            status=status,
            started_at=started_at,
            completed_at=completed_at,
            error=error,
            progress=progress,
            device_id=device_id,
        )

        deployment_phase_report.additional_properties = d
        return deployment_phase_report

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
