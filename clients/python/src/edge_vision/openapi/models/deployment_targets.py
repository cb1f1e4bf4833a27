from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.deployment_targets_match_labels_type_0 import (
        DeploymentTargetsMatchLabelsType0,
    )


T = TypeVar("T", bound="DeploymentTargets")


@_attrs_define
class DeploymentTargets:
    """
    Attributes:
        device_ids (list[str] | None):
        match_labels (DeploymentTargetsMatchLabelsType0 | None):
    """

    device_ids: list[str] | None
    match_labels: DeploymentTargetsMatchLabelsType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.deployment_targets_match_labels_type_0 import (
            DeploymentTargetsMatchLabelsType0,
        )

        device_ids: list[str] | None
        if isinstance(self.device_ids, list):
            device_ids = self.device_ids

        else:
            device_ids = self.device_ids

        match_labels: dict[str, Any] | None
        if isinstance(self.match_labels, DeploymentTargetsMatchLabelsType0):
            match_labels = self.match_labels.to_dict()
        else:
            match_labels = self.match_labels

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device_ids": device_ids,
                "match_labels": match_labels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deployment_targets_match_labels_type_0 import (
            DeploymentTargetsMatchLabelsType0,
        )

        d = dict(src_dict)

        def _parse_device_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                device_ids_type_0 = cast(list[str], data)

                return device_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        device_ids = _parse_device_ids(d.pop("device_ids"))

        def _parse_match_labels(
            data: object,
        ) -> DeploymentTargetsMatchLabelsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_labels_type_0 = DeploymentTargetsMatchLabelsType0.from_dict(data)

                return match_labels_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeploymentTargetsMatchLabelsType0 | None, data)

        match_labels = _parse_match_labels(d.pop("match_labels"))

        deployment_targets = cls(
            device_ids=device_ids,
            match_labels=match_labels,
        )

        deployment_targets.additional_properties = d
        return deployment_targets

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
