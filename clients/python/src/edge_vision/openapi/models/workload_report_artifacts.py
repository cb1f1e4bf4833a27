from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.workload_report_artifacts_checkpoint import (
        WorkloadReportArtifactsCheckpoint,
    )
    from ..models.workload_report_artifacts_exported import (
        WorkloadReportArtifactsExported,
    )
    from ..models.workload_report_artifacts_onnx import WorkloadReportArtifactsOnnx
    from ..models.workload_report_artifacts_predictions import (
        WorkloadReportArtifactsPredictions,
    )
    from ..models.workload_report_artifacts_weights import (
        WorkloadReportArtifactsWeights,
    )


T = TypeVar("T", bound="WorkloadReportArtifacts")


@_attrs_define
class WorkloadReportArtifacts:
    """What the workload uploaded; the API checks each object against it before recording

    Attributes:
        weights (WorkloadReportArtifactsWeights | Unset):
        onnx (WorkloadReportArtifactsOnnx | Unset):
        checkpoint (WorkloadReportArtifactsCheckpoint | Unset):
        exported (WorkloadReportArtifactsExported | Unset):
        predictions (WorkloadReportArtifactsPredictions | Unset):
    """

    weights: WorkloadReportArtifactsWeights | Unset = UNSET
    onnx: WorkloadReportArtifactsOnnx | Unset = UNSET
    checkpoint: WorkloadReportArtifactsCheckpoint | Unset = UNSET
    exported: WorkloadReportArtifactsExported | Unset = UNSET
    predictions: WorkloadReportArtifactsPredictions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        weights: dict[str, Any] | Unset = UNSET
        if not isinstance(self.weights, Unset):
            weights = self.weights.to_dict()

        onnx: dict[str, Any] | Unset = UNSET
        if not isinstance(self.onnx, Unset):
            onnx = self.onnx.to_dict()

        checkpoint: dict[str, Any] | Unset = UNSET
        if not isinstance(self.checkpoint, Unset):
            checkpoint = self.checkpoint.to_dict()

        exported: dict[str, Any] | Unset = UNSET
        if not isinstance(self.exported, Unset):
            exported = self.exported.to_dict()

        predictions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.predictions, Unset):
            predictions = self.predictions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if weights is not UNSET:
            field_dict["weights"] = weights
        if onnx is not UNSET:
            field_dict["onnx"] = onnx
        if checkpoint is not UNSET:
            field_dict["checkpoint"] = checkpoint
        if exported is not UNSET:
            field_dict["exported"] = exported
        if predictions is not UNSET:
            field_dict["predictions"] = predictions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.workload_report_artifacts_checkpoint import (
            WorkloadReportArtifactsCheckpoint,
        )
        from ..models.workload_report_artifacts_exported import (
            WorkloadReportArtifactsExported,
        )
        from ..models.workload_report_artifacts_onnx import WorkloadReportArtifactsOnnx
        from ..models.workload_report_artifacts_predictions import (
            WorkloadReportArtifactsPredictions,
        )
        from ..models.workload_report_artifacts_weights import (
            WorkloadReportArtifactsWeights,
        )

        d = dict(src_dict)
        _weights = d.pop("weights", UNSET)
        weights: WorkloadReportArtifactsWeights | Unset
        if isinstance(_weights, Unset):
            weights = UNSET
        else:
            weights = WorkloadReportArtifactsWeights.from_dict(_weights)

        _onnx = d.pop("onnx", UNSET)
        onnx: WorkloadReportArtifactsOnnx | Unset
        if isinstance(_onnx, Unset):
            onnx = UNSET
        else:
            onnx = WorkloadReportArtifactsOnnx.from_dict(_onnx)

        _checkpoint = d.pop("checkpoint", UNSET)
        checkpoint: WorkloadReportArtifactsCheckpoint | Unset
        if isinstance(_checkpoint, Unset):
            checkpoint = UNSET
        else:
            checkpoint = WorkloadReportArtifactsCheckpoint.from_dict(_checkpoint)

        _exported = d.pop("exported", UNSET)
        exported: WorkloadReportArtifactsExported | Unset
        if isinstance(_exported, Unset):
            exported = UNSET
        else:
            exported = WorkloadReportArtifactsExported.from_dict(_exported)

        _predictions = d.pop("predictions", UNSET)
        predictions: WorkloadReportArtifactsPredictions | Unset
        if isinstance(_predictions, Unset):
            predictions = UNSET
        else:
            predictions = WorkloadReportArtifactsPredictions.from_dict(_predictions)

        workload_report_artifacts = cls(
            weights=weights,
            onnx=onnx,
            checkpoint=checkpoint,
            exported=exported,
            predictions=predictions,
        )

        workload_report_artifacts.additional_properties = d
        return workload_report_artifacts

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
