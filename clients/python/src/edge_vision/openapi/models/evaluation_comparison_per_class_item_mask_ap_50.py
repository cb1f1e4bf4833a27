from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EvaluationComparisonPerClassItemMaskAp50")


@_attrs_define
class EvaluationComparisonPerClassItemMaskAp50:
    """When either evaluation is a segmentation

    Attributes:
        a (float | None):
        b (float | None):
        difference (float | None): b - a
    """

    a: float | None
    b: float | None
    difference: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a: float | None
        a = self.a

        b: float | None
        b = self.b

        difference: float | None
        difference = self.difference

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "difference": difference,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_a(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        a = _parse_a(d.pop("a"))

        def _parse_b(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        b = _parse_b(d.pop("b"))

        def _parse_difference(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        difference = _parse_difference(d.pop("difference"))

        evaluation_comparison_per_class_item_mask_ap_50 = cls(
            a=a,
            b=b,
            difference=difference,
        )

        evaluation_comparison_per_class_item_mask_ap_50.additional_properties = d
        return evaluation_comparison_per_class_item_mask_ap_50

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
