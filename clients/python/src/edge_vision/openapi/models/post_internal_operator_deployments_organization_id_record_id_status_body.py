from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_internal_operator_deployments_organization_id_record_id_status_body_phase import (
    PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase,
    check_post_internal_operator_deployments_organization_id_record_id_status_body_phase,
)
from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBody"
)


@_attrs_define
class PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBody:
    """
    Attributes:
        phase (PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase):
        progress (float):
        message (str | Unset):
    """

    phase: PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase
    progress: float
    message: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase: str = self.phase

        progress = self.progress

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "progress": progress,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phase = check_post_internal_operator_deployments_organization_id_record_id_status_body_phase(
            d.pop("phase")
        )

        progress = d.pop("progress")

        message = d.pop("message", UNSET)

        post_internal_operator_deployments_organization_id_record_id_status_body = cls(
            phase=phase,
            progress=progress,
            message=message,
        )

        post_internal_operator_deployments_organization_id_record_id_status_body.additional_properties = d
        return post_internal_operator_deployments_organization_id_record_id_status_body

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
