from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PageMeta")


@_attrs_define
class PageMeta:
    """
    Attributes:
        total (int):
        page (int):
        per_page (int):
        total_pages (int):
        count (int):
        limit (int):
        offset (int):
    """

    total: int
    page: int
    per_page: int
    total_pages: int
    count: int
    limit: int
    offset: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        page = self.page

        per_page = self.per_page

        total_pages = self.total_pages

        count = self.count

        limit = self.limit

        offset = self.offset

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "page": page,
                "per_page": per_page,
                "total_pages": total_pages,
                "count": count,
                "limit": limit,
                "offset": offset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        total = d.pop("total")

        page = d.pop("page")

        per_page = d.pop("per_page")

        total_pages = d.pop("total_pages")

        count = d.pop("count")

        limit = d.pop("limit")

        offset = d.pop("offset")

        page_meta = cls(
            total=total,
            page=page,
            per_page=per_page,
            total_pages=total_pages,
            count=count,
            limit=limit,
            offset=offset,
        )

        page_meta.additional_properties = d
        return page_meta

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
