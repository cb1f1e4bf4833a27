from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationFiguresType0ConfusionPerClassItem")


@_attrs_define
class EvaluationFiguresType0ConfusionPerClassItem:
    """
    Attributes:
        name (str):
        precision (float | None):
        recall (float | None):
        support (int):
    """

    name: str
    precision: float | None
    recall: float | None
    support: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        precision: float | None
        precision = self.precision

        recall: float | None
        recall = self.recall

        support = self.support

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "precision": precision,
                "recall": recall,
                "support": support,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_precision(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        precision = _parse_precision(d.pop("precision"))

        def _parse_recall(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        recall = _parse_recall(d.pop("recall"))

        support = d.pop("support")

        evaluation_figures_type_0_confusion_per_class_item = cls(
            name=name,
            precision=precision,
            recall=recall,
            support=support,
        )

        evaluation_figures_type_0_confusion_per_class_item.additional_properties = d
        return evaluation_figures_type_0_confusion_per_class_item

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
