from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_inputs_response_200_data_env import (
        PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200DataEnv,
    )


T = TypeVar(
    "T",
    bound="PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200Data",
)


@_attrs_define
class PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200Data:
    """
    Attributes:
        ready (bool): false while the inputs are being prepared (e.g. a dataset export)
        env (PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200DataEnv): The Job's Secret: its
            inputs' settings and URLS_URL, where the workload asks for signed URLs (none are here)
        callback_url (str):
        callback_token (str):
        message (str | Unset):
    """

    ready: bool
    env: (
        PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200DataEnv
    )
    callback_url: str
    callback_token: str
    message: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ready = self.ready

        env = self.env.to_dict()

        callback_url = self.callback_url

        callback_token = self.callback_token

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ready": ready,
                "env": env,
                "callback_url": callback_url,
                "callback_token": callback_token,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_inputs_response_200_data_env import (
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200DataEnv,
        )

        d = dict(src_dict)
        ready = d.pop("ready")

        env = PostInternalOperatorEvaluationJobsOrganizationIdRecordIdInputsResponse200DataEnv.from_dict(
            d.pop("env")
        )

        callback_url = d.pop("callback_url")

        callback_token = d.pop("callback_token")

        message = d.pop("message", UNSET)

        post_internal_operator_evaluation_jobs_organization_id_record_id_inputs_response_200_data = cls(
            ready=ready,
            env=env,
            callback_url=callback_url,
            callback_token=callback_token,
            message=message,
        )

        post_internal_operator_evaluation_jobs_organization_id_record_id_inputs_response_200_data.additional_properties = d
        return post_internal_operator_evaluation_jobs_organization_id_record_id_inputs_response_200_data

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
