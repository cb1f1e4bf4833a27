from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainerUrls")


@_attrs_define
class TrainerUrls:
    """A training job's signed URLs

    Attributes:
        dataset_url (str): GET: the dataset version as a YOLO archive (data.yaml, images/, labels/; polygons for
            segment), or for classify a classification archive (data.yaml, <split>/<class>/<image>)
        checkpoint_url (str): GET: the last checkpoint of an earlier attempt (404 when none)
        checkpoint_upload_url (str): PUT: the checkpoint to resume from
        weights_upload_url (str): PUT: the best weights (PyTorch .pt)
        onnx_upload_url (str): PUT: the best weights as ONNX (YOLOv8 layouts): detect [1, 4 + classes, anchors]; segment
            [1, 4 + classes + 32, anchors] and prototypes [1, 32, h, w]; classify [1, classes] probabilities
        base_model_url (str | Unset): GET: the weights of BASE_MODEL when it is model-version:<id>
    """

    dataset_url: str
    checkpoint_url: str
    checkpoint_upload_url: str
    weights_upload_url: str
    onnx_upload_url: str
    base_model_url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dataset_url = self.dataset_url

        checkpoint_url = self.checkpoint_url

        checkpoint_upload_url = self.checkpoint_upload_url

        weights_upload_url = self.weights_upload_url

        onnx_upload_url = self.onnx_upload_url

        base_model_url = self.base_model_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "DATASET_URL": dataset_url,
                "CHECKPOINT_URL": checkpoint_url,
                "CHECKPOINT_UPLOAD_URL": checkpoint_upload_url,
                "WEIGHTS_UPLOAD_URL": weights_upload_url,
                "ONNX_UPLOAD_URL": onnx_upload_url,
            }
        )
        if base_model_url is not UNSET:
            field_dict["BASE_MODEL_URL"] = base_model_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dataset_url = d.pop("DATASET_URL")

        checkpoint_url = d.pop("CHECKPOINT_URL")

        checkpoint_upload_url = d.pop("CHECKPOINT_UPLOAD_URL")

        weights_upload_url = d.pop("WEIGHTS_UPLOAD_URL")

        onnx_upload_url = d.pop("ONNX_UPLOAD_URL")

        base_model_url = d.pop("BASE_MODEL_URL", UNSET)

        trainer_urls = cls(
            dataset_url=dataset_url,
            checkpoint_url=checkpoint_url,
            checkpoint_upload_url=checkpoint_upload_url,
            weights_upload_url=weights_upload_url,
            onnx_upload_url=onnx_upload_url,
            base_model_url=base_model_url,
        )

        trainer_urls.additional_properties = d
        return trainer_urls

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
