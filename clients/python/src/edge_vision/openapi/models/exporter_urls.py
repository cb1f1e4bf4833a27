from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExporterUrls")


@_attrs_define
class ExporterUrls:
    """An export job's signed URLs

    Attributes:
        model_url (str): GET: the source model (PyTorch .pt when there is one, else ONNX)
        artifact_upload_url (str): PUT: the exported model (one file; a zip for folder formats)
        calibration_url (str | Unset): GET: the calibration archive (int8 only)
        validation_dataset_url (str | Unset): GET: the archive (in the layout of the trainer DATASET_URL for TASK) whose
            val split every export is validated on (when the model has one)
    """

    model_url: str
    artifact_upload_url: str
    calibration_url: str | Unset = UNSET
    validation_dataset_url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_url = self.model_url

        artifact_upload_url = self.artifact_upload_url

        calibration_url = self.calibration_url

        validation_dataset_url = self.validation_dataset_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "MODEL_URL": model_url,
                "ARTIFACT_UPLOAD_URL": artifact_upload_url,
            }
        )
        if calibration_url is not UNSET:
            field_dict["CALIBRATION_URL"] = calibration_url
        if validation_dataset_url is not UNSET:
            field_dict["VALIDATION_DATASET_URL"] = validation_dataset_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model_url = d.pop("MODEL_URL")

        artifact_upload_url = d.pop("ARTIFACT_UPLOAD_URL")

        calibration_url = d.pop("CALIBRATION_URL", UNSET)

        validation_dataset_url = d.pop("VALIDATION_DATASET_URL", UNSET)

        exporter_urls = cls(
            model_url=model_url,
            artifact_upload_url=artifact_upload_url,
            calibration_url=calibration_url,
            validation_dataset_url=validation_dataset_url,
        )

        exporter_urls.additional_properties = d
        return exporter_urls

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
