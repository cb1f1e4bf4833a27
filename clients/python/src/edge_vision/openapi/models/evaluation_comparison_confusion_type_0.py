from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationComparisonConfusionType0")


@_attrs_define
class EvaluationComparisonConfusionType0:
    """When both models have the same classes in the same order

    Attributes:
        classes (list[str]):
        a (list[list[float]]):
        b (list[list[float]]):
        difference (list[list[float]]):
    """

    classes: list[str]
    a: list[list[float]]
    b: list[list[float]]
    difference: list[list[float]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        classes = self.classes

        a = []
        for a_item_data in self.a:
            a_item = a_item_data

            a.append(a_item)

        b = []
        for b_item_data in self.b:
            b_item = b_item_data

            b.append(b_item)

        difference = []
        for difference_item_data in self.difference:
            difference_item = difference_item_data

            difference.append(difference_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "classes": classes,
                "a": a,
                "b": b,
                "difference": difference,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        classes = cast(list[str], d.pop("classes"))

        a = []
        _a = d.pop("a")
        for a_item_data in _a:
            a_item = cast(list[float], a_item_data)

            a.append(a_item)

        b = []
        _b = d.pop("b")
        for b_item_data in _b:
            b_item = cast(list[float], b_item_data)

            b.append(b_item)

        difference = []
        _difference = d.pop("difference")
        for difference_item_data in _difference:
            difference_item = cast(list[float], difference_item_data)

            difference.append(difference_item)

        evaluation_comparison_confusion_type_0 = cls(
            classes=classes,
            a=a,
            b=b,
            difference=difference,
        )

        evaluation_comparison_confusion_type_0.additional_properties = d
        return evaluation_comparison_confusion_type_0

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
