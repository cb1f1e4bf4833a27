from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.container_logs_lines_item import ContainerLogsLinesItem


T = TypeVar("T", bound="ContainerLogs")


@_attrs_define
class ContainerLogs:
    """
    Attributes:
        container (str):
        lines (list[ContainerLogsLinesItem]):
        truncated (bool): The output was over 1 MiB and was cut; ask for fewer lines
    """

    container: str
    lines: list[ContainerLogsLinesItem]
    truncated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        container = self.container

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        truncated = self.truncated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "container": container,
                "lines": lines,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.container_logs_lines_item import ContainerLogsLinesItem

        d = dict(src_dict)
        container = d.pop("container")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = ContainerLogsLinesItem.from_dict(lines_item_data)

            lines.append(lines_item)

        truncated = d.pop("truncated")

        container_logs = cls(
            container=container,
            lines=lines,
            truncated=truncated,
        )

        container_logs.additional_properties = d
        return container_logs

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
