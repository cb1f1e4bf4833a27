from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_item_error_code import BulkItemErrorCode, check_bulk_item_error_code

T = TypeVar("T", bound="BulkItemError")


@_attrs_define
class BulkItemError:
    """
    Attributes:
        index (int): Position of the item in `items`
        image_id (int):
        code (BulkItemErrorCode):
        message (str):
        field (None | str): e.g. `items.3.annotations.0.x_center`
    """

    index: int
    image_id: int
    code: BulkItemErrorCode
    message: str
    field: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        image_id = self.image_id

        code: str = self.code

        message = self.message

        field: None | str
        field = self.field

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "image_id": image_id,
                "code": code,
                "message": message,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        image_id = d.pop("image_id")

        code = check_bulk_item_error_code(d.pop("code"))

        message = d.pop("message")

        def _parse_field(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        field = _parse_field(d.pop("field"))

        bulk_item_error = cls(
            index=index,
            image_id=image_id,
            code=code,
            message=message,
            field=field,
        )

        bulk_item_error.additional_properties = d
        return bulk_item_error

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
