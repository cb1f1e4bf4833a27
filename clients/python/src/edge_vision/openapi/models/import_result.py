from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ImportResult")


@_attrs_define
class ImportResult:
    """
    Attributes:
        images_added (int):
        annotations_added (int):
        duplicates_skipped (int): Images whose bytes (SHA-256) the project already held, or the archive held twice
        classes_added (list[str]): Class names appended to the project's class list
        batch_id (int | None): The batch holding the added images
    """

    images_added: int
    annotations_added: int
    duplicates_skipped: int
    classes_added: list[str]
    batch_id: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        images_added = self.images_added

        annotations_added = self.annotations_added

        duplicates_skipped = self.duplicates_skipped

        classes_added = self.classes_added

        batch_id: int | None
        batch_id = self.batch_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "images_added": images_added,
                "annotations_added": annotations_added,
                "duplicates_skipped": duplicates_skipped,
                "classes_added": classes_added,
                "batch_id": batch_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        images_added = d.pop("images_added")

        annotations_added = d.pop("annotations_added")

        duplicates_skipped = d.pop("duplicates_skipped")

        classes_added = cast(list[str], d.pop("classes_added"))

        def _parse_batch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch_id = _parse_batch_id(d.pop("batch_id"))

        import_result = cls(
            images_added=images_added,
            annotations_added=annotations_added,
            duplicates_skipped=duplicates_skipped,
            classes_added=classes_added,
            batch_id=batch_id,
        )

        import_result.additional_properties = d
        return import_result

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
