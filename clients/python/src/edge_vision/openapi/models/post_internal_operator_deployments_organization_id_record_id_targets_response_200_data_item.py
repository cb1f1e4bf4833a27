from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item_state import (
    PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState,
    check_post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item_state,
)

T = TypeVar(
    "T",
    bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItem",
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItem:
    """
    Attributes:
        device_id (str):
        rollback (bool):
        released (bool): Handed to the device (the rollout reached it)
        state (PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState):
        phase (None | str):
        progress (float | None): The current phase's progress (0 to 1) as last reported
        message (None | str):
        released_at (None | str): When the rollout handed the deployment to the device Example:
            2026-11-21T10:00:00.000Z.
        updated_at (str): ISO 8601 timestamp in UTC Example: 2026-11-21T10:00:00.000Z.
    """

    device_id: str
    rollback: bool
    released: bool
    state: PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState
    phase: None | str
    progress: float | None
    message: None | str
    released_at: None | str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        device_id = self.device_id

        rollback = self.rollback

        released = self.released

        state: str = self.state

        phase: None | str
        phase = self.phase

        progress: float | None
        progress = self.progress

        message: None | str
        message = self.message

        released_at: None | str
        released_at = self.released_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "device_id": device_id,
                "rollback": rollback,
                "released": released,
                "state": state,
                "phase": phase,
                "progress": progress,
                "message": message,
                "released_at": released_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        device_id = d.pop("device_id")

        rollback = d.pop("rollback")

        released = d.pop("released")

        state = check_post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item_state(
            d.pop("state")
        )

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))

        def _parse_progress(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        progress = _parse_progress(d.pop("progress"))

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        def _parse_released_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        released_at = _parse_released_at(d.pop("released_at"))

        updated_at = d.pop("updated_at")

        post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item = cls(
            device_id=device_id,
            rollback=rollback,
            released=released,
            state=state,
            phase=phase,
            progress=progress,
            message=message,
            released_at=released_at,
            updated_at=updated_at,
        )

        post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item

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
