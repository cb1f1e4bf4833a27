from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckinMetrics")


@_attrs_define
class CheckinMetrics:
    """
    Attributes:
        cpu_percent (float | Unset):
        memory_percent (float | Unset):
        disk_percent (float | Unset):
        temperature_c (float | Unset):
    """

    cpu_percent: float | Unset = UNSET
    memory_percent: float | Unset = UNSET
    disk_percent: float | Unset = UNSET
    temperature_c: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu_percent = self.cpu_percent

        memory_percent = self.memory_percent

        disk_percent = self.disk_percent

        temperature_c = self.temperature_c

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cpu_percent is not UNSET:
            field_dict["cpu_percent"] = cpu_percent
        if memory_percent is not UNSET:
            field_dict["memory_percent"] = memory_percent
        if disk_percent is not UNSET:
            field_dict["disk_percent"] = disk_percent
        if temperature_c is not UNSET:
            field_dict["temperature_c"] = temperature_c

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu_percent = d.pop("cpu_percent", UNSET)

        memory_percent = d.pop("memory_percent", UNSET)

        disk_percent = d.pop("disk_percent", UNSET)

        temperature_c = d.pop("temperature_c", UNSET)

        checkin_metrics = cls(
            cpu_percent=cpu_percent,
            memory_percent=memory_percent,
            disk_percent=disk_percent,
            temperature_c=temperature_c,
        )

        checkin_metrics.additional_properties = d
        return checkin_metrics

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
