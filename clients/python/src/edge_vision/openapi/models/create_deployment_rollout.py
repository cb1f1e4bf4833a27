from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_deployment_rollout_strategy import (
    CreateDeploymentRolloutStrategy,
    check_create_deployment_rollout_strategy,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDeploymentRollout")


@_attrs_define
class CreateDeploymentRollout:
    """
    Attributes:
        strategy (CreateDeploymentRolloutStrategy | Unset):  Default: 'all'.
        batch_size (int | Unset):  Default: 10.
        max_unavailable (int | Unset):  Default: 0.
        device_timeout_seconds (int | Unset): A released device with no phase report this long (before its first or
            since its last) counts as failed Default: 1800.
    """

    strategy: CreateDeploymentRolloutStrategy | Unset = "all"
    batch_size: int | Unset = 10
    max_unavailable: int | Unset = 0
    device_timeout_seconds: int | Unset = 1800
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        strategy: str | Unset = UNSET
        if not isinstance(self.strategy, Unset):
            strategy = self.strategy

        batch_size = self.batch_size

        max_unavailable = self.max_unavailable

        device_timeout_seconds = self.device_timeout_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if batch_size is not UNSET:
            field_dict["batch_size"] = batch_size
        if max_unavailable is not UNSET:
            field_dict["max_unavailable"] = max_unavailable
        if device_timeout_seconds is not UNSET:
            field_dict["device_timeout_seconds"] = device_timeout_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _strategy = d.pop("strategy", UNSET)
        strategy: CreateDeploymentRolloutStrategy | Unset
        if isinstance(_strategy, Unset):
            strategy = UNSET
        else:
            strategy = check_create_deployment_rollout_strategy(_strategy)

        batch_size = d.pop("batch_size", UNSET)

        max_unavailable = d.pop("max_unavailable", UNSET)

        device_timeout_seconds = d.pop("device_timeout_seconds", UNSET)

        create_deployment_rollout = cls(
            strategy=strategy,
            batch_size=batch_size,
            max_unavailable=max_unavailable,
            device_timeout_seconds=device_timeout_seconds,
        )

        create_deployment_rollout.additional_properties = d
        return create_deployment_rollout

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
