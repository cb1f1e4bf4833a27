from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_evaluation_split import (
    CreateEvaluationSplit,
    check_create_evaluation_split,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateEvaluation")


@_attrs_define
class CreateEvaluation:
    """
    Attributes:
        model_version_id (int):
        dataset_version_id (int): A dataset version of the model's project (any of the organization's for a model
            without one)
        split (CreateEvaluationSplit | Unset): Default: test, or val when the test split is empty
        image_size (int | Unset): Default: the model's input size
    """

    model_version_id: int
    dataset_version_id: int
    split: CreateEvaluationSplit | Unset = UNSET
    image_size: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model_version_id = self.model_version_id

        dataset_version_id = self.dataset_version_id

        split: str | Unset = UNSET
        if not isinstance(self.split, Unset):
            split = self.split

        image_size = self.image_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model_version_id": model_version_id,
                "dataset_version_id": dataset_version_id,
            }
        )
        if split is not UNSET:
            field_dict["split"] = split
        if image_size is not UNSET:
            field_dict["image_size"] = image_size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model_version_id = d.pop("model_version_id")

        dataset_version_id = d.pop("dataset_version_id")

        _split = d.pop("split", UNSET)
        split: CreateEvaluationSplit | Unset
        if isinstance(_split, Unset):
            split = UNSET
        else:
            split = check_create_evaluation_split(_split)

        image_size = d.pop("image_size", UNSET)

        create_evaluation = cls(
            model_version_id=model_version_id,
            dataset_version_id=dataset_version_id,
            split=split,
            image_size=image_size,
        )

        create_evaluation.additional_properties = d
        return create_evaluation

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
