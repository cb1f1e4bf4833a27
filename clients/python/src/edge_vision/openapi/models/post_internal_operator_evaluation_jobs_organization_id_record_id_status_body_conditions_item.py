from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item_status import (
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus,
    check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item_status,
)
from ..types import UNSET, Unset

T = TypeVar(
    "T",
    bound="PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem",
)


@_attrs_define
class PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem:
    """
    Attributes:
        type_ (str):
        status (PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus):
        last_transition_time (str):
        reason (str | Unset):
        message (str | Unset):
        observed_generation (int | Unset):
    """

    type_: str
    status: PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus
    last_transition_time: str
    reason: str | Unset = UNSET
    message: str | Unset = UNSET
    observed_generation: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        status: str = self.status

        last_transition_time = self.last_transition_time

        reason = self.reason

        message = self.message

        observed_generation = self.observed_generation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "status": status,
                "lastTransitionTime": last_transition_time,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if message is not UNSET:
            field_dict["message"] = message
        if observed_generation is not UNSET:
            field_dict["observedGeneration"] = observed_generation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        status = check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item_status(
            d.pop("status")
        )

        last_transition_time = d.pop("lastTransitionTime")

        reason = d.pop("reason", UNSET)

        message = d.pop("message", UNSET)

        observed_generation = d.pop("observedGeneration", UNSET)

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item = cls(
            type_=type_,
            status=status,
            last_transition_time=last_transition_time,
            reason=reason,
            message=message,
            observed_generation=observed_generation,
        )

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item.additional_properties = d
        return post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item

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
