from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.predictions_images_item_boxes_item import (
        PredictionsImagesItemBoxesItem,
    )
    from ..models.predictions_images_item_tags_item import PredictionsImagesItemTagsItem


T = TypeVar("T", bound="PredictionsImagesItem")


@_attrs_define
class PredictionsImagesItem:
    """
    Attributes:
        file (str):
        boxes (list[PredictionsImagesItemBoxesItem] | Unset): detect and segment: every kept instance's box (segment:
            its outline's box)
        tags (list[PredictionsImagesItemTagsItem] | Unset): classify: the top classes (top-5 at least) with their
            probabilities
    """

    file: str
    boxes: list[PredictionsImagesItemBoxesItem] | Unset = UNSET
    tags: list[PredictionsImagesItemTagsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file

        boxes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.boxes, Unset):
            boxes = []
            for boxes_item_data in self.boxes:
                boxes_item = boxes_item_data.to_dict()
                boxes.append(boxes_item)

        tags: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = []
            for tags_item_data in self.tags:
                tags_item = tags_item_data.to_dict()
                tags.append(tags_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
            }
        )
        if boxes is not UNSET:
            field_dict["boxes"] = boxes
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.predictions_images_item_boxes_item import (
            PredictionsImagesItemBoxesItem,
        )
        from ..models.predictions_images_item_tags_item import (
            PredictionsImagesItemTagsItem,
        )

        d = dict(src_dict)
        file = d.pop("file")

        _boxes = d.pop("boxes", UNSET)
        boxes: list[PredictionsImagesItemBoxesItem] | Unset = UNSET
        if _boxes is not UNSET:
            boxes = []
            for boxes_item_data in _boxes:
                boxes_item = PredictionsImagesItemBoxesItem.from_dict(boxes_item_data)

                boxes.append(boxes_item)

        _tags = d.pop("tags", UNSET)
        tags: list[PredictionsImagesItemTagsItem] | Unset = UNSET
        if _tags is not UNSET:
            tags = []
            for tags_item_data in _tags:
                tags_item = PredictionsImagesItemTagsItem.from_dict(tags_item_data)

                tags.append(tags_item)

        predictions_images_item = cls(
            file=file,
            boxes=boxes,
            tags=tags,
        )

        predictions_images_item.additional_properties = d
        return predictions_images_item

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
