from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bulk_item_error import BulkItemError
    from ..models.bulk_written import BulkWritten


T = TypeVar("T", bound="BulkAnnotationsResult")


@_attrs_define
class BulkAnnotationsResult:
    """
    Attributes:
        written (list[BulkWritten]):
        errors (list[BulkItemError]):
    """

    written: list[BulkWritten]
    errors: list[BulkItemError]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        written = []
        for written_item_data in self.written:
            written_item = written_item_data.to_dict()
            written.append(written_item)

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "written": written,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bulk_item_error import BulkItemError
        from ..models.bulk_written import BulkWritten

        d = dict(src_dict)
        written = []
        _written = d.pop("written")
        for written_item_data in _written:
            written_item = BulkWritten.from_dict(written_item_data)

            written.append(written_item)

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = BulkItemError.from_dict(errors_item_data)

            errors.append(errors_item)

        bulk_annotations_result = cls(
            written=written,
            errors=errors,
        )

        bulk_annotations_result.additional_properties = d
        return bulk_annotations_result

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
