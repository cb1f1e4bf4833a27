from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OffsetMeta")


@_attrs_define
class OffsetMeta:
    """
    Attributes:
        count (int):
        limit (int):
        offset (int | None): The offset asked for; null on a page asked for by `cursor`
        total (int):
        next_cursor (None | str): Send as `cursor` (with the same filters, sort and order) for the next page; null on
            the last page
    """

    count: int
    limit: int
    offset: int | None
    total: int
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        limit = self.limit

        offset: int | None
        offset = self.offset

        total = self.total

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "limit": limit,
                "offset": offset,
                "total": total,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        limit = d.pop("limit")

        def _parse_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        offset = _parse_offset(d.pop("offset"))

        total = d.pop("total")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        offset_meta = cls(
            count=count,
            limit=limit,
            offset=offset,
            total=total,
            next_cursor=next_cursor,
        )

        offset_meta.additional_properties = d
        return offset_meta

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
