from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.training_options_base_models_item_kind import (
    TrainingOptionsBaseModelsItemKind,
    check_training_options_base_models_item_kind,
)

T = TypeVar("T", bound="TrainingOptionsBaseModelsItem")


@_attrs_define
class TrainingOptionsBaseModelsItem:
    """
    Attributes:
        value (str): What base_model takes
        kind (TrainingOptionsBaseModelsItemKind):
        label (str):
    """

    value: str
    kind: TrainingOptionsBaseModelsItemKind
    label: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kind: str = self.kind

        label = self.label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "value": value,
                "kind": kind,
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        kind = check_training_options_base_models_item_kind(d.pop("kind"))

        label = d.pop("label")

        training_options_base_models_item = cls(
            value=value,
            kind=kind,
            label=label,
        )

        training_options_base_models_item.additional_properties = d
        return training_options_base_models_item

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
