from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.job_phase import JobPhase, check_job_phase

T = TypeVar("T", bound="PostInternalOperatorEvaluationJobsSyncResponse200Data")


@_attrs_define
class PostInternalOperatorEvaluationJobsSyncResponse200Data:
    """
    Attributes:
        record_id (int):
        phase (JobPhase): Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early
        progress (float):
        message (None | str):
    """

    record_id: int
    phase: JobPhase
    progress: float
    message: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        record_id = self.record_id

        phase: str = self.phase

        progress = self.progress

        message: None | str
        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "record_id": record_id,
                "phase": phase,
                "progress": progress,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        record_id = d.pop("record_id")

        phase = check_job_phase(d.pop("phase"))

        progress = d.pop("progress")

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        post_internal_operator_evaluation_jobs_sync_response_200_data = cls(
            record_id=record_id,
            phase=phase,
            progress=progress,
            message=message,
        )

        post_internal_operator_evaluation_jobs_sync_response_200_data.additional_properties = d
        return post_internal_operator_evaluation_jobs_sync_response_200_data

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
