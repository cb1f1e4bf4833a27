from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workload_report_outcome_status import (
    WorkloadReportOutcomeStatus,
    check_workload_report_outcome_status,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WorkloadReportOutcome")


@_attrs_define
class WorkloadReportOutcome:
    """Sent once, last, before the process exits (the Job exit code stays the authority)

    Attributes:
        status (WorkloadReportOutcomeStatus):
        reason (str | Unset): A CamelCase reason a person can act on, e.g. DatasetInvalid, BaseModelUnavailable
        message (str | Unset):
    """

    status: WorkloadReportOutcomeStatus
    reason: str | Unset = UNSET
    message: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        reason = self.reason

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = check_workload_report_outcome_status(d.pop("status"))

        reason = d.pop("reason", UNSET)

        message = d.pop("message", UNSET)

        workload_report_outcome = cls(
            status=status,
            reason=reason,
            message=message,
        )

        workload_report_outcome.additional_properties = d
        return workload_report_outcome

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
