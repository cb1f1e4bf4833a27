from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluatorUrls")


@_attrs_define
class EvaluatorUrls:
    """An evaluation job's signed URLs

    Attributes:
        model_url (str): GET: the model (PyTorch .pt when there is one, else ONNX)
        dataset_url (str): GET: the dataset version, in the layout of the trainer DATASET_URL
        predictions_upload_url (str): PUT: the Predictions JSON file
    """

    model_url: str
    dataset_url: str
    predictions_upload_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_url = self.model_url

        dataset_url = self.dataset_url

        predictions_upload_url = self.predictions_upload_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "MODEL_URL": model_url,
                "DATASET_URL": dataset_url,
                "PREDICTIONS_UPLOAD_URL": predictions_upload_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model_url = d.pop("MODEL_URL")

        dataset_url = d.pop("DATASET_URL")

        predictions_upload_url = d.pop("PREDICTIONS_UPLOAD_URL")

        evaluator_urls = cls(
            model_url=model_url,
            dataset_url=dataset_url,
            predictions_upload_url=predictions_upload_url,
        )

        evaluator_urls.additional_properties = d
        return evaluator_urls

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
