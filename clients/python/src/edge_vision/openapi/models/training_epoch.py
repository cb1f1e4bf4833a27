from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.training_epoch_metrics import TrainingEpochMetrics


T = TypeVar("T", bound="TrainingEpoch")


@_attrs_define
class TrainingEpoch:
    """
    Attributes:
        epoch (int):
        epochs (int):
        metrics (TrainingEpochMetrics): As the trainer reported them: box_loss, cls_loss, dfl_loss, precision, recall,
            map50, map50_95
        reported_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    epoch: int
    epochs: int
    metrics: TrainingEpochMetrics
    reported_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        epoch = self.epoch

        epochs = self.epochs

        metrics = self.metrics.to_dict()

        reported_at = self.reported_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "epoch": epoch,
                "epochs": epochs,
                "metrics": metrics,
                "reported_at": reported_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.training_epoch_metrics import TrainingEpochMetrics

        d = dict(src_dict)
        epoch = d.pop("epoch")

        epochs = d.pop("epochs")

        metrics = TrainingEpochMetrics.from_dict(d.pop("metrics"))

        reported_at = d.pop("reported_at")

        training_epoch = cls(
            epoch=epoch,
            epochs=epochs,
            metrics=metrics,
            reported_at=reported_at,
        )

        training_epoch.additional_properties = d
        return training_epoch

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
