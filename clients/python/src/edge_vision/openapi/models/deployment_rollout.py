from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deployment_rollout_strategy import (
    DeploymentRolloutStrategy,
    check_deployment_rollout_strategy,
)

T = TypeVar("T", bound="DeploymentRollout")


@_attrs_define
class DeploymentRollout:
    """
    Attributes:
        strategy (DeploymentRolloutStrategy):
        batch_size (int):
        max_unavailable (int):
        device_timeout_seconds (int):
    """

    strategy: DeploymentRolloutStrategy
    batch_size: int
    max_unavailable: int
    device_timeout_seconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        strategy: str = self.strategy

        batch_size = self.batch_size

        max_unavailable = self.max_unavailable

        device_timeout_seconds = self.device_timeout_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "strategy": strategy,
                "batch_size": batch_size,
                "max_unavailable": max_unavailable,
                "device_timeout_seconds": device_timeout_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        strategy = check_deployment_rollout_strategy(d.pop("strategy"))

        batch_size = d.pop("batch_size")

        max_unavailable = d.pop("max_unavailable")

        device_timeout_seconds = d.pop("device_timeout_seconds")

        deployment_rollout = cls(
            strategy=strategy,
            batch_size=batch_size,
            max_unavailable=max_unavailable,
            device_timeout_seconds=device_timeout_seconds,
        )

        deployment_rollout.additional_properties = d
        return deployment_rollout

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
