from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_annotations_items_item_mode import (
    BulkAnnotationsItemsItemMode,
    check_bulk_annotations_items_item_mode,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bulk_annotation import BulkAnnotation


T = TypeVar("T", bound="BulkAnnotationsItemsItem")


@_attrs_define
class BulkAnnotationsItemsItem:
    """
    Attributes:
        image_id (int):
        annotations (list[BulkAnnotation]):
        mode (BulkAnnotationsItemsItemMode | Unset): `replace` (default): these become the image's only annotations;
            `append`: added Default: 'replace'.
    """

    image_id: int
    annotations: list[BulkAnnotation]
    mode: BulkAnnotationsItemsItemMode | Unset = "replace"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_id = self.image_id

        annotations = []
        for annotations_item_data in self.annotations:
            annotations_item = annotations_item_data.to_dict()
            annotations.append(annotations_item)

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_id": image_id,
                "annotations": annotations,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bulk_annotation import BulkAnnotation

        d = dict(src_dict)
        image_id = d.pop("image_id")

        annotations = []
        _annotations = d.pop("annotations")
        for annotations_item_data in _annotations:
            annotations_item = BulkAnnotation.from_dict(annotations_item_data)

            annotations.append(annotations_item)

        _mode = d.pop("mode", UNSET)
        mode: BulkAnnotationsItemsItemMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_bulk_annotations_items_item_mode(_mode)

        bulk_annotations_items_item = cls(
            image_id=image_id,
            annotations=annotations,
            mode=mode,
        )

        bulk_annotations_items_item.additional_properties = d
        return bulk_annotations_items_item

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
