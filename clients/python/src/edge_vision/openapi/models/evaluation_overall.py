from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationOverall")


@_attrs_define
class EvaluationOverall:
    """Means over the classes with labels; null where the task has none

    Attributes:
        precision (float | None):
        recall (float | None):
        map50 (float | None):
        map50_95 (float | None):
        accuracy (float | None): classify: top-1 accuracy
        top5_accuracy (float | None):
        mask_map50 (float | None | Unset): segment only: the mean over the classes of mask AP50 (predicted and labelled
            outlines matched by mask IoU); null when the evaluator sent no outlines
        mask_map50_95 (float | None | Unset): segment only: the mean over the classes of mask AP at IoU 0.50, 0.55, ...,
            0.95
    """

    precision: float | None
    recall: float | None
    map50: float | None
    map50_95: float | None
    accuracy: float | None
    top5_accuracy: float | None
    mask_map50: float | None | Unset = UNSET
    mask_map50_95: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        precision: float | None
        precision = self.precision

        recall: float | None
        recall = self.recall

        map50: float | None
        map50 = self.map50

        map50_95: float | None
        map50_95 = self.map50_95

        accuracy: float | None
        accuracy = self.accuracy

        top5_accuracy: float | None
        top5_accuracy = self.top5_accuracy

        mask_map50: float | None | Unset
        if isinstance(self.mask_map50, Unset):
            mask_map50 = UNSET
        else:
            mask_map50 = self.mask_map50

        mask_map50_95: float | None | Unset
        if isinstance(self.mask_map50_95, Unset):
            mask_map50_95 = UNSET
        else:
            mask_map50_95 = self.mask_map50_95

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "precision": precision,
                "recall": recall,
                "map50": map50,
                "map50_95": map50_95,
                "accuracy": accuracy,
                "top5_accuracy": top5_accuracy,
            }
        )
        if mask_map50 is not UNSET:
            field_dict["mask_map50"] = mask_map50
        if mask_map50_95 is not UNSET:
            field_dict["mask_map50_95"] = mask_map50_95

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

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

        def _parse_map50(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        map50 = _parse_map50(d.pop("map50"))

        def _parse_map50_95(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        map50_95 = _parse_map50_95(d.pop("map50_95"))

        def _parse_accuracy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        accuracy = _parse_accuracy(d.pop("accuracy"))

        def _parse_top5_accuracy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        top5_accuracy = _parse_top5_accuracy(d.pop("top5_accuracy"))

        def _parse_mask_map50(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mask_map50 = _parse_mask_map50(d.pop("mask_map50", UNSET))

        def _parse_mask_map50_95(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mask_map50_95 = _parse_mask_map50_95(d.pop("mask_map50_95", UNSET))

        evaluation_overall = cls(
            precision=precision,
            recall=recall,
            map50=map50,
            map50_95=map50_95,
            accuracy=accuracy,
            top5_accuracy=top5_accuracy,
            mask_map50=mask_map50,
            mask_map50_95=mask_map50_95,
        )

        evaluation_overall.additional_properties = d
        return evaluation_overall

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
