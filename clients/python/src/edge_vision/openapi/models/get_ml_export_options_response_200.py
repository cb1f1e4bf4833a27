from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.export_format_options_item import ExportFormatOptionsItem


T = TypeVar("T", bound="GetMlExportOptionsResponse200")


@_attrs_define
class GetMlExportOptionsResponse200:
    """
    Attributes:
        success (bool):
        data (list[ExportFormatOptionsItem]):
    """

    success: bool
    data: list[ExportFormatOptionsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = []
        for componentsschemas_export_format_options_item_data in self.data:
            componentsschemas_export_format_options_item = (
                componentsschemas_export_format_options_item_data.to_dict()
            )
            data.append(componentsschemas_export_format_options_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.export_format_options_item import ExportFormatOptionsItem

        d = dict(src_dict)
        success = d.pop("success")

        data = []
        _data = d.pop("data")
        for componentsschemas_export_format_options_item_data in _data:
            componentsschemas_export_format_options_item = (
                ExportFormatOptionsItem.from_dict(
                    componentsschemas_export_format_options_item_data
                )
            )

            data.append(componentsschemas_export_format_options_item)

        get_ml_export_options_response_200 = cls(
            success=success,
            data=data,
        )

        get_ml_export_options_response_200.additional_properties = d
        return get_ml_export_options_response_200

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
