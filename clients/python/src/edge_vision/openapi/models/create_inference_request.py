from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateInferenceRequest")


@_attrs_define
class CreateInferenceRequest:
    """
    Attributes:
        image_ids (list[int]): Images of the project, 1 to 1000 distinct ids
        model_version_id (int): A model version with role `detector` (or `open_vocab_detector`) and an ONNX artifact
        confidence_threshold (float | Unset): Minimum class score of a kept box, 0 to 1 inclusive (default 0.25)
            Default: 0.25.
        iou_threshold (float | Unset): Boxes of one class overlapping more than this are suppressed (NMS), 0 to 1
            inclusive (default 0.45) Default: 0.45.
    """

    image_ids: list[int]
    model_version_id: int
    confidence_threshold: float | Unset = 0.25
    iou_threshold: float | Unset = 0.45
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_ids = self.image_ids

        model_version_id = self.model_version_id

        confidence_threshold = self.confidence_threshold

        iou_threshold = self.iou_threshold

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_ids": image_ids,
                "model_version_id": model_version_id,
            }
        )
        if confidence_threshold is not UNSET:
            field_dict["confidence_threshold"] = confidence_threshold
        if iou_threshold is not UNSET:
            field_dict["iou_threshold"] = iou_threshold

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        image_ids = cast(list[int], d.pop("image_ids"))

        model_version_id = d.pop("model_version_id")

        confidence_threshold = d.pop("confidence_threshold", UNSET)

        iou_threshold = d.pop("iou_threshold", UNSET)

        create_inference_request = cls(
            image_ids=image_ids,
            model_version_id=model_version_id,
            confidence_threshold=confidence_threshold,
            iou_threshold=iou_threshold,
        )

        create_inference_request.additional_properties = d
        return create_inference_request

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
