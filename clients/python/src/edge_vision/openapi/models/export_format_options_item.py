from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_format_options_item_format import (
    ExportFormatOptionsItemFormat,
    check_export_format_options_item_format,
)
from ..models.export_format_options_item_precisions_item import (
    ExportFormatOptionsItemPrecisionsItem,
    check_export_format_options_item_precisions_item,
)

T = TypeVar("T", bound="ExportFormatOptionsItem")


@_attrs_define
class ExportFormatOptionsItem:
    """
    Attributes:
        format_ (ExportFormatOptionsItemFormat):
        precisions (list[ExportFormatOptionsItemPrecisionsItem]): What the format comes in; the first is the default
        needs_gpu (bool):
        available (bool): False when the format needs a GPU node and the server's caps allow none (JOB_MAX_GPU)
    """

    format_: ExportFormatOptionsItemFormat
    precisions: list[ExportFormatOptionsItemPrecisionsItem]
    needs_gpu: bool
    available: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_: str = self.format_

        precisions = []
        for precisions_item_data in self.precisions:
            precisions_item: str = precisions_item_data
            precisions.append(precisions_item)

        needs_gpu = self.needs_gpu

        available = self.available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "precisions": precisions,
                "needs_gpu": needs_gpu,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = check_export_format_options_item_format(d.pop("format"))

        precisions = []
        _precisions = d.pop("precisions")
        for precisions_item_data in _precisions:
            precisions_item = check_export_format_options_item_precisions_item(
                precisions_item_data
            )

            precisions.append(precisions_item)

        needs_gpu = d.pop("needs_gpu")

        available = d.pop("available")

        export_format_options_item = cls(
            format_=format_,
            precisions=precisions,
            needs_gpu=needs_gpu,
            available=available,
        )

        export_format_options_item.additional_properties = d
        return export_format_options_item

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
