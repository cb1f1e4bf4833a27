from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DatasetVersionListItem")


@_attrs_define
class DatasetVersionListItem:
    """
    Attributes:
        id (int):
        name (str):
        version (int):
        image_count (int):
        batch_count (int):
        class_count (int):
        created_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    id: int
    name: str
    version: int
    image_count: int
    batch_count: int
    class_count: int
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        image_count = self.image_count

        batch_count = self.batch_count

        class_count = self.class_count

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "image_count": image_count,
                "batch_count": batch_count,
                "class_count": class_count,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        image_count = d.pop("image_count")

        batch_count = d.pop("batch_count")

        class_count = d.pop("class_count")

        created_at = d.pop("created_at")

        dataset_version_list_item = cls(
            id=id,
            name=name,
            version=version,
            image_count=image_count,
            batch_count=batch_count,
            class_count=class_count,
            created_at=created_at,
        )

        dataset_version_list_item.additional_properties = d
        return dataset_version_list_item

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
