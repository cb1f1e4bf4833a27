from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationFiguresType0PerClassItem")


@_attrs_define
class EvaluationFiguresType0PerClassItem:
    """
    Attributes:
        name (str):
        support (int): Labelled objects (classify: images)
        precision (float | None):
        recall (float | None):
        ap50 (float | None): Box AP at IoU 0.5 (segment: the instances' boxes)
        ap50_95 (float | None):
        mask_ap50 (float | None | Unset): segment only: AP at mask IoU 0.5
        mask_ap50_95 (float | None | Unset): segment only: the mean AP at mask IoU 0.50, 0.55, ..., 0.95
    """

    name: str
    support: int
    precision: float | None
    recall: float | None
    ap50: float | None
    ap50_95: float | None
    mask_ap50: float | None | Unset = UNSET
    mask_ap50_95: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        support = self.support

        precision: float | None
        precision = self.precision

        recall: float | None
        recall = self.recall

        ap50: float | None
        ap50 = self.ap50

        ap50_95: float | None
        ap50_95 = self.ap50_95

        mask_ap50: float | None | Unset
        if isinstance(self.mask_ap50, Unset):
            mask_ap50 = UNSET
        else:
            mask_ap50 = self.mask_ap50

        mask_ap50_95: float | None | Unset
        if isinstance(self.mask_ap50_95, Unset):
            mask_ap50_95 = UNSET
        else:
            mask_ap50_95 = self.mask_ap50_95

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "support": support,
                "precision": precision,
                "recall": recall,
                "ap50": ap50,
                "ap50_95": ap50_95,
            }
        )
        if mask_ap50 is not UNSET:
            field_dict["mask_ap50"] = mask_ap50
        if mask_ap50_95 is not UNSET:
            field_dict["mask_ap50_95"] = mask_ap50_95

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        support = d.pop("support")

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

        def _parse_ap50(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ap50 = _parse_ap50(d.pop("ap50"))

        def _parse_ap50_95(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ap50_95 = _parse_ap50_95(d.pop("ap50_95"))

        def _parse_mask_ap50(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mask_ap50 = _parse_mask_ap50(d.pop("mask_ap50", UNSET))

        def _parse_mask_ap50_95(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mask_ap50_95 = _parse_mask_ap50_95(d.pop("mask_ap50_95", UNSET))

        evaluation_figures_type_0_per_class_item = cls(
            name=name,
            support=support,
            precision=precision,
            recall=recall,
            ap50=ap50,
            ap50_95=ap50_95,
            mask_ap50=mask_ap50,
            mask_ap50_95=mask_ap50_95,
        )

        evaluation_figures_type_0_per_class_item.additional_properties = d
        return evaluation_figures_type_0_per_class_item

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
