from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.workload_report_epoch_metrics import WorkloadReportEpochMetrics


T = TypeVar("T", bound="WorkloadReportEpoch")


@_attrs_define
class WorkloadReportEpoch:
    """A finished epoch's figures; kept per epoch (a repeated epoch replaces its figures)

    Attributes:
        epoch (int):
        epochs (int):
        metrics (WorkloadReportEpochMetrics): Named figures, e.g. map50, box_loss
    """

    epoch: int
    epochs: int
    metrics: WorkloadReportEpochMetrics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        epoch = self.epoch

        epochs = self.epochs

        metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "epoch": epoch,
                "epochs": epochs,
                "metrics": metrics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.workload_report_epoch_metrics import WorkloadReportEpochMetrics

        d = dict(src_dict)
        epoch = d.pop("epoch")

        epochs = d.pop("epochs")

        metrics = WorkloadReportEpochMetrics.from_dict(d.pop("metrics"))

        workload_report_epoch = cls(
            epoch=epoch,
            epochs=epochs,
            metrics=metrics,
        )

        workload_report_epoch.additional_properties = d
        return workload_report_epoch

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
