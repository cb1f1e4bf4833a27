from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_export_job_format import (
    CreateExportJobFormat,
    check_create_export_job_format,
)
from ..models.create_export_job_precision import (
    CreateExportJobPrecision,
    check_create_export_job_precision,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateExportJob")


@_attrs_define
class CreateExportJob:
    """
    Attributes:
        model_version_id (int):
        format_ (CreateExportJobFormat):
        precision (CreateExportJobPrecision | Unset):  Default: 'fp32'.
        calibration_dataset_version_id (int | Unset): Required for int8: the dataset version whose calibration export
            calibrates it
        image_size (int | Unset): Default: the model version's input_size (a fixed-size ONNX model exports at its own)
    """

    model_version_id: int
    format_: CreateExportJobFormat
    precision: CreateExportJobPrecision | Unset = "fp32"
    calibration_dataset_version_id: int | Unset = UNSET
    image_size: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_version_id = self.model_version_id

        format_: str = self.format_

        precision: str | Unset = UNSET
        if not isinstance(self.precision, Unset):
            precision = self.precision

        calibration_dataset_version_id = self.calibration_dataset_version_id

        image_size = self.image_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model_version_id": model_version_id,
                "format": format_,
            }
        )
        if precision is not UNSET:
            field_dict["precision"] = precision
        if calibration_dataset_version_id is not UNSET:
            field_dict["calibration_dataset_version_id"] = (
                calibration_dataset_version_id
            )
        if image_size is not UNSET:
            field_dict["image_size"] = image_size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model_version_id = d.pop("model_version_id")

        format_ = check_create_export_job_format(d.pop("format"))

        _precision = d.pop("precision", UNSET)
        precision: CreateExportJobPrecision | Unset
        if isinstance(_precision, Unset):
            precision = UNSET
        else:
            precision = check_create_export_job_precision(_precision)

        calibration_dataset_version_id = d.pop("calibration_dataset_version_id", UNSET)

        image_size = d.pop("image_size", UNSET)

        create_export_job = cls(
            model_version_id=model_version_id,
            format_=format_,
            precision=precision,
            calibration_dataset_version_id=calibration_dataset_version_id,
            image_size=image_size,
        )

        create_export_job.additional_properties = d
        return create_export_job

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
