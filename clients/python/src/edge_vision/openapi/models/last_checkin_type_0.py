from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.last_checkin_type_0_model_formats_type_0_item import (
    LastCheckinType0ModelFormatsType0Item,
    check_last_checkin_type_0_model_formats_type_0_item,
)
from ..types import UNSET, Unset

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
        model_formats (list[LastCheckinType0ModelFormatsType0Item] | None | Unset): The model formats the device runs;
            deployments in another format are refused
    """

    at: str
    status: None | str
    agent_version: None | str
    uptime_s: float | None
    metrics: CheckinMetrics
    model_formats: list[LastCheckinType0ModelFormatsType0Item] | None | Unset = UNSET
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

        model_formats: list[str] | None | Unset
        if isinstance(self.model_formats, Unset):
            model_formats = UNSET
        elif isinstance(self.model_formats, list):
            model_formats = []
            for model_formats_type_0_item_data in self.model_formats:
                model_formats_type_0_item: str = model_formats_type_0_item_data
                model_formats.append(model_formats_type_0_item)

        else:
            model_formats = self.model_formats

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
        if model_formats is not UNSET:
            field_dict["model_formats"] = model_formats

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

        def _parse_model_formats(
            data: object,
        ) -> list[LastCheckinType0ModelFormatsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                model_formats_type_0 = []
                _model_formats_type_0 = data
                for model_formats_type_0_item_data in _model_formats_type_0:
                    model_formats_type_0_item = (
                        check_last_checkin_type_0_model_formats_type_0_item(
                            model_formats_type_0_item_data
                        )
                    )

                    model_formats_type_0.append(model_formats_type_0_item)

                return model_formats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[LastCheckinType0ModelFormatsType0Item] | None | Unset, data
            )

        model_formats = _parse_model_formats(d.pop("model_formats", UNSET))

        last_checkin_type_0 = cls(
            at=at,
            status=status,
            agent_version=agent_version,
            uptime_s=uptime_s,
            metrics=metrics,
            model_formats=model_formats,
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
