from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_phase import (
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase,
    check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_phase,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item import (
        PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem,
    )


T = TypeVar(
    "T", bound="PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBody"
)


@_attrs_define
class PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBody:
    """
    Attributes:
        phase (PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase):
        message (str | Unset):
        attempts (int | Unset):  Default: 0.
        conditions (list[PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem] | Unset):
        start_time (str | Unset):
        completion_time (str | Unset):
        log_tail (str | Unset): Failed only: the failed pod's termination message, with FallbackToLogsOnError the tail
            of its log (the last 80 lines or 2048 bytes, whichever is smaller)
    """

    phase: PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase
    message: str | Unset = UNSET
    attempts: int | Unset = 0
    conditions: (
        list[
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem
        ]
        | Unset
    ) = UNSET
    start_time: str | Unset = UNSET
    completion_time: str | Unset = UNSET
    log_tail: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase: str = self.phase

        message = self.message

        attempts = self.attempts

        conditions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item = conditions_item_data.to_dict()
                conditions.append(conditions_item)

        start_time = self.start_time

        completion_time = self.completion_time

        log_tail = self.log_tail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if start_time is not UNSET:
            field_dict["startTime"] = start_time
        if completion_time is not UNSET:
            field_dict["completionTime"] = completion_time
        if log_tail is not UNSET:
            field_dict["logTail"] = log_tail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item import (
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem,
        )

        d = dict(src_dict)
        phase = check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_phase(
            d.pop("phase")
        )

        message = d.pop("message", UNSET)

        attempts = d.pop("attempts", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: (
            list[
                PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem
            ]
            | Unset
        ) = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItem.from_dict(
                    conditions_item_data
                )

                conditions.append(conditions_item)

        start_time = d.pop("startTime", UNSET)

        completion_time = d.pop("completionTime", UNSET)

        log_tail = d.pop("logTail", UNSET)

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_body = (
            cls(
                phase=phase,
                message=message,
                attempts=attempts,
                conditions=conditions,
                start_time=start_time,
                completion_time=completion_time,
                log_tail=log_tail,
            )
        )

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_body.additional_properties = d
        return (
            post_internal_operator_evaluation_jobs_organization_id_record_id_status_body
        )

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
