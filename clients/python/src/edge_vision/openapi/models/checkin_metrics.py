from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

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
        memory_used_bytes (int | Unset):
        model_version_id (int | None | Unset): The model it runs
        deployment_id (int | None | Unset): The deployment it came by
        frames_processed (int | Unset): Frames run through the model
        frames_uploaded (int | Unset):
        frames_dropped (int | Unset): Queued frames dropped, oldest first, to stay within the disk budget
        queue_depth (int | Unset): Frames waiting to be uploaded
    """

    cpu_percent: float | Unset = UNSET
    memory_percent: float | Unset = UNSET
    disk_percent: float | Unset = UNSET
    temperature_c: float | Unset = UNSET
    memory_used_bytes: int | Unset = UNSET
    model_version_id: int | None | Unset = UNSET
    deployment_id: int | None | Unset = UNSET
    frames_processed: int | Unset = UNSET
    frames_uploaded: int | Unset = UNSET
    frames_dropped: int | Unset = UNSET
    queue_depth: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu_percent = self.cpu_percent

        memory_percent = self.memory_percent

        disk_percent = self.disk_percent

        temperature_c = self.temperature_c

        memory_used_bytes = self.memory_used_bytes

        model_version_id: int | None | Unset
        if isinstance(self.model_version_id, Unset):
            model_version_id = UNSET
        else:
            model_version_id = self.model_version_id

        deployment_id: int | None | Unset
        if isinstance(self.deployment_id, Unset):
            deployment_id = UNSET
        else:
            deployment_id = self.deployment_id

        frames_processed = self.frames_processed

        frames_uploaded = self.frames_uploaded

        frames_dropped = self.frames_dropped

        queue_depth = self.queue_depth

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
        if memory_used_bytes is not UNSET:
            field_dict["memory_used_bytes"] = memory_used_bytes
        if model_version_id is not UNSET:
            field_dict["model_version_id"] = model_version_id
        if deployment_id is not UNSET:
            field_dict["deployment_id"] = deployment_id
        if frames_processed is not UNSET:
            field_dict["frames_processed"] = frames_processed
        if frames_uploaded is not UNSET:
            field_dict["frames_uploaded"] = frames_uploaded
        if frames_dropped is not UNSET:
            field_dict["frames_dropped"] = frames_dropped
        if queue_depth is not UNSET:
            field_dict["queue_depth"] = queue_depth

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu_percent = d.pop("cpu_percent", UNSET)

        memory_percent = d.pop("memory_percent", UNSET)

        disk_percent = d.pop("disk_percent", UNSET)

        temperature_c = d.pop("temperature_c", UNSET)

        memory_used_bytes = d.pop("memory_used_bytes", UNSET)

        def _parse_model_version_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        model_version_id = _parse_model_version_id(d.pop("model_version_id", UNSET))

        def _parse_deployment_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deployment_id = _parse_deployment_id(d.pop("deployment_id", UNSET))

        frames_processed = d.pop("frames_processed", UNSET)

        frames_uploaded = d.pop("frames_uploaded", UNSET)

        frames_dropped = d.pop("frames_dropped", UNSET)

        queue_depth = d.pop("queue_depth", UNSET)

        checkin_metrics = cls(
            cpu_percent=cpu_percent,
            memory_percent=memory_percent,
            disk_percent=disk_percent,
            temperature_c=temperature_c,
            memory_used_bytes=memory_used_bytes,
            model_version_id=model_version_id,
            deployment_id=deployment_id,
            frames_processed=frames_processed,
            frames_uploaded=frames_uploaded,
            frames_dropped=frames_dropped,
            queue_depth=queue_depth,
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
