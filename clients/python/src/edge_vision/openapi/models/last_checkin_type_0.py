from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.checkin_metrics import CheckinMetrics


T = TypeVar("T", bound="LastCheckinType0")


@_attrs_define
class LastCheckinType0:
    """
    Attributes:
        at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
        status (None | str):
        agent_version (None | str):
        uptime_s (float | None):
        metrics (CheckinMetrics):
    """

    at: str
    status: None | str
    agent_version: None | str
    uptime_s: float | None
    metrics: CheckinMetrics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        status: None | str
        status = self.status

        agent_version: None | str
        agent_version = self.agent_version

        uptime_s: float | None
        uptime_s = self.uptime_s

        metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "status": status,
                "agent_version": agent_version,
                "uptime_s": uptime_s,
                "metrics": metrics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.checkin_metrics import CheckinMetrics

        d = dict(src_dict)
        at = d.pop("at")

        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))

        def _parse_agent_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        agent_version = _parse_agent_version(d.pop("agent_version"))

        def _parse_uptime_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        uptime_s = _parse_uptime_s(d.pop("uptime_s"))

        metrics = CheckinMetrics.from_dict(d.pop("metrics"))

        last_checkin_type_0 = cls(
            at=at,
            status=status,
            agent_version=agent_version,
            uptime_s=uptime_s,
            metrics=metrics,
        )

        last_checkin_type_0.additional_properties = d
        return last_checkin_type_0

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
