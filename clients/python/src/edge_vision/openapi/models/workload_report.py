from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workload_report_metrics import WorkloadReportMetrics


T = TypeVar("T", bound="WorkloadReport")


@_attrs_define
class WorkloadReport:
    """
    Attributes:
        progress (float | Unset):
        message (str | Unset):
        metrics (WorkloadReportMetrics | Unset):
        class_names (list[str] | Unset):
    """

    progress: float | Unset = UNSET
    message: str | Unset = UNSET
    metrics: WorkloadReportMetrics | Unset = UNSET
    class_names: list[str] | Unset = UNSET
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.workload_report_metrics import WorkloadReportMetrics

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

        workload_report = cls(
            progress=progress,
            message=message,
            metrics=metrics,
            class_names=class_names,
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
