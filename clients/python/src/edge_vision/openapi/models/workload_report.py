from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workload_report_artifacts import WorkloadReportArtifacts
    from ..models.workload_report_epoch import WorkloadReportEpoch
    from ..models.workload_report_metrics import WorkloadReportMetrics
    from ..models.workload_report_outcome import WorkloadReportOutcome


T = TypeVar("T", bound="WorkloadReport")


@_attrs_define
class WorkloadReport:
    """
    Attributes:
        progress (float | Unset):
        message (str | Unset):
        metrics (WorkloadReportMetrics | Unset): The latest figures, shown on the job record
        class_names (list[str] | Unset):
        epoch (WorkloadReportEpoch | Unset): A finished epoch's figures; kept per epoch (a repeated epoch replaces its
            figures)
        artifacts (WorkloadReportArtifacts | Unset): What the workload uploaded; the API checks each object against it
            before recording
        outcome (WorkloadReportOutcome | Unset): Sent once, last, before the process exits (the Job exit code stays the
            authority)
    """

    progress: float | Unset = UNSET
    message: str | Unset = UNSET
    metrics: WorkloadReportMetrics | Unset = UNSET
    class_names: list[str] | Unset = UNSET
    epoch: WorkloadReportEpoch | Unset = UNSET
    artifacts: WorkloadReportArtifacts | Unset = UNSET
    outcome: WorkloadReportOutcome | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        progress = self.progress

        message = self.message

        metrics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metrics, Unset):
            metrics = self.metrics.to_dict()

        class_names: list[str] | Unset = UNSET
        if not isinstance(self.class_names, Unset):
            class_names = self.class_names

        epoch: dict[str, Any] | Unset = UNSET
        if not isinstance(self.epoch, Unset):
            epoch = self.epoch.to_dict()

        artifacts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.artifacts, Unset):
            artifacts = self.artifacts.to_dict()

        outcome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if progress is not UNSET:
            field_dict["progress"] = progress
        if message is not UNSET:
            field_dict["message"] = message
        if metrics is not UNSET:
            field_dict["metrics"] = metrics
        if class_names is not UNSET:
            field_dict["class_names"] = class_names
        if epoch is not UNSET:
            field_dict["epoch"] = epoch
        if artifacts is not UNSET:
            field_dict["artifacts"] = artifacts
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.workload_report_artifacts import WorkloadReportArtifacts
        from ..models.workload_report_epoch import WorkloadReportEpoch
        from ..models.workload_report_metrics import WorkloadReportMetrics
        from ..models.workload_report_outcome import WorkloadReportOutcome

        d = dict(src_dict)
        progress = d.pop("progress", UNSET)

        message = d.pop("message", UNSET)

        _metrics = d.pop("metrics", UNSET)
        metrics: WorkloadReportMetrics | Unset
        if isinstance(_metrics, Unset):
            metrics = UNSET
        else:
            metrics = WorkloadReportMetrics.from_dict(_metrics)

        class_names = cast(list[str], d.pop("class_names", UNSET))

        _epoch = d.pop("epoch", UNSET)
        epoch: WorkloadReportEpoch | Unset
        if isinstance(_epoch, Unset):
            epoch = UNSET
        else:
            epoch = WorkloadReportEpoch.from_dict(_epoch)

        _artifacts = d.pop("artifacts", UNSET)
        artifacts: WorkloadReportArtifacts | Unset
        if isinstance(_artifacts, Unset):
            artifacts = UNSET
        else:
            artifacts = WorkloadReportArtifacts.from_dict(_artifacts)

        _outcome = d.pop("outcome", UNSET)
        outcome: WorkloadReportOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = WorkloadReportOutcome.from_dict(_outcome)

        workload_report = cls(
            progress=progress,
            message=message,
            metrics=metrics,
            class_names=class_names,
            epoch=epoch,
            artifacts=artifacts,
            outcome=outcome,
        )

        workload_report.additional_properties = d
        return workload_report

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
