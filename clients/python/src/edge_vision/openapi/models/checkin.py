from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.checkin_model_formats_item import (
    CheckinModelFormatsItem,
    check_checkin_model_formats_item,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.checkin_metrics import CheckinMetrics


T = TypeVar("T", bound="Checkin")


@_attrs_define
class Checkin:
    """
    Attributes:
        status (str | Unset):
        agent_version (str | Unset):
        uptime_s (float | Unset):
        model_formats (list[CheckinModelFormatsItem] | Unset): The model formats the device runs; deployments in another
            format are refused
        metrics (CheckinMetrics | Unset):
    """

    status: str | Unset = UNSET
    agent_version: str | Unset = UNSET
    uptime_s: float | Unset = UNSET
    model_formats: list[CheckinModelFormatsItem] | Unset = UNSET
    metrics: CheckinMetrics | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        agent_version = self.agent_version

        uptime_s = self.uptime_s

        model_formats: list[str] | Unset = UNSET
        if not isinstance(self.model_formats, Unset):
            model_formats = []
            for model_formats_item_data in self.model_formats:
                model_formats_item: str = model_formats_item_data
                model_formats.append(model_formats_item)

        metrics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metrics, Unset):
            metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if status is not UNSET:
            field_dict["status"] = status
        if agent_version is not UNSET:
            field_dict["agent_version"] = agent_version
        if uptime_s is not UNSET:
            field_dict["uptime_s"] = uptime_s
        if model_formats is not UNSET:
            field_dict["model_formats"] = model_formats
        if metrics is not UNSET:
            field_dict["metrics"] = metrics

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.checkin_metrics import CheckinMetrics

        d = dict(src_dict)
        status = d.pop("status", UNSET)

        agent_version = d.pop("agent_version", UNSET)

        uptime_s = d.pop("uptime_s", UNSET)

        _model_formats = d.pop("model_formats", UNSET)
        model_formats: list[CheckinModelFormatsItem] | Unset = UNSET
        if _model_formats is not UNSET:
            model_formats = []
            for model_formats_item_data in _model_formats:
                model_formats_item = check_checkin_model_formats_item(
                    model_formats_item_data
                )

                model_formats.append(model_formats_item)

        _metrics = d.pop("metrics", UNSET)
        metrics: CheckinMetrics | Unset
        if isinstance(_metrics, Unset):
            metrics = UNSET
        else:
            metrics = CheckinMetrics.from_dict(_metrics)

        checkin = cls(
            status=status,
            agent_version=agent_version,
            uptime_s=uptime_s,
            model_formats=model_formats,
            metrics=metrics,
        )

        checkin.additional_properties = d
        return checkin

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
