from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.model_version_exports_item_format import (
    ModelVersionExportsItemFormat,
    check_model_version_exports_item_format,
)
from ..models.model_version_exports_item_precision import (
    ModelVersionExportsItemPrecision,
    check_model_version_exports_item_precision,
)

if TYPE_CHECKING:
    from ..models.model_version_exports_item_metrics import (
        ModelVersionExportsItemMetrics,
    )


T = TypeVar("T", bound="ModelVersionExportsItem")


@_attrs_define
class ModelVersionExportsItem:
    """
    Attributes:
        export_job_id (int):
        format_ (ModelVersionExportsItemFormat):
        precision (ModelVersionExportsItemPrecision):
        artifact_key (str):
        completed_at (None | str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        metrics (ModelVersionExportsItemMetrics): What the exporter measured on the val split: source_<figure> (the
            model) next to export_<figure> (this export) for map50, mask_map50 or top1; empty when it did not validate
    """

    export_job_id: int
    format_: ModelVersionExportsItemFormat
    precision: ModelVersionExportsItemPrecision
    artifact_key: str
    completed_at: None | str
    metrics: ModelVersionExportsItemMetrics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        export_job_id = self.export_job_id

        format_: str = self.format_

        precision: str = self.precision

        artifact_key = self.artifact_key

        completed_at: None | str
        completed_at = self.completed_at

        metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "export_job_id": export_job_id,
                "format": format_,
                "precision": precision,
                "artifact_key": artifact_key,
                "completed_at": completed_at,
                "metrics": metrics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.model_version_exports_item_metrics import (
            ModelVersionExportsItemMetrics,
        )

        d = dict(src_dict)
        export_job_id = d.pop("export_job_id")

        format_ = check_model_version_exports_item_format(d.pop("format"))

        precision = check_model_version_exports_item_precision(d.pop("precision"))

        artifact_key = d.pop("artifact_key")

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        metrics = ModelVersionExportsItemMetrics.from_dict(d.pop("metrics"))

        model_version_exports_item = cls(
            export_job_id=export_job_id,
            format_=format_,
            precision=precision,
            artifact_key=artifact_key,
            completed_at=completed_at,
            metrics=metrics,
        )

        model_version_exports_item.additional_properties = d
        return model_version_exports_item

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
