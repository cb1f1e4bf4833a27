from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.container_logs_lines_item_stream import (
    ContainerLogsLinesItemStream,
    check_container_logs_lines_item_stream,
)

T = TypeVar("T", bound="ContainerLogsLinesItem")


@_attrs_define
class ContainerLogsLinesItem:
    """
    Attributes:
        stream (ContainerLogsLinesItemStream):
        timestamp (None | str):
        text (str):
    """

    stream: ContainerLogsLinesItemStream
    timestamp: None | str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stream: str = self.stream

        timestamp: None | str
        timestamp = self.timestamp

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stream": stream,
                "timestamp": timestamp,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stream = check_container_logs_lines_item_stream(d.pop("stream"))

        def _parse_timestamp(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        timestamp = _parse_timestamp(d.pop("timestamp"))

        text = d.pop("text")

        container_logs_lines_item = cls(
            stream=stream,
            timestamp=timestamp,
            text=text,
        )

        container_logs_lines_item.additional_properties = d
        return container_logs_lines_item

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
