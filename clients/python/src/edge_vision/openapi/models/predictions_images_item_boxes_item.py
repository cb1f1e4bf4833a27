from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PredictionsImagesItemBoxesItem")


@_attrs_define
class PredictionsImagesItemBoxesItem:
    """
    Attributes:
        class_index (int):
        score (float):
        x1 (float):
        y1 (float):
        x2 (float):
        y2 (float):
    """

    class_index: int
    score: float
    x1: float
    y1: float
    x2: float
    y2: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        class_index = self.class_index

        score = self.score

        x1 = self.x1

        y1 = self.y1

        x2 = self.x2

        y2 = self.y2

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "class_index": class_index,
                "score": score,
                "x1": x1,
                "y1": y1,
                "x2": x2,
                "y2": y2,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        class_index = d.pop("class_index")

        score = d.pop("score")

        x1 = d.pop("x1")

        y1 = d.pop("y1")

        x2 = d.pop("x2")

        y2 = d.pop("y2")

        predictions_images_item_boxes_item = cls(
            class_index=class_index,
            score=score,
            x1=x1,
            y1=y1,
            x2=x2,
            y2=y2,
        )

        predictions_images_item_boxes_item.additional_properties = d
        return predictions_images_item_boxes_item

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
