from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_phase import (
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase,
    check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_phase,
)

if TYPE_CHECKING:
    from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_epoch_type_0 import (
        PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0,
    )
    from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_metrics import (
        PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataMetrics,
    )


T = TypeVar(
    "T",
    bound="PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200Data",
)


@_attrs_define
class PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200Data:
    """
    Attributes:
        model_version_id (int | None):
        artifact_key (None | str):
        phase (PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase): The record's phase:
            Failed when a success's artifacts are missing
        message (None | str):
        epoch (None | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0):
        metrics (PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataMetrics):
    """

    model_version_id: int | None
    artifact_key: None | str
    phase: PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase
    message: None | str
    epoch: (
        None
        | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0
    )
    metrics: PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataMetrics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_epoch_type_0 import (
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0,
        )

        model_version_id: int | None
        model_version_id = self.model_version_id

        artifact_key: None | str
        artifact_key = self.artifact_key

        phase: str = self.phase

        message: None | str
        message = self.message

        epoch: dict[str, Any] | None
        if isinstance(
            self.epoch,
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0,
        ):
            epoch = self.epoch.to_dict()
        else:
            epoch = self.epoch

        metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model_version_id": model_version_id,
                "artifact_key": artifact_key,
                "phase": phase,
                "message": message,
                "epoch": epoch,
                "metrics": metrics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_epoch_type_0 import (
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0,
        )
        from ..models.post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_metrics import (
            PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataMetrics,
        )

        d = dict(src_dict)

        def _parse_model_version_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_version_id = _parse_model_version_id(d.pop("model_version_id"))

        def _parse_artifact_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        artifact_key = _parse_artifact_key(d.pop("artifact_key"))

        phase = check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_phase(
            d.pop("phase")
        )

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        def _parse_epoch(
            data: object,
        ) -> (
            None
            | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                epoch_type_0 = PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0.from_dict(
                    data
                )

                return epoch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataEpochType0,
                data,
            )

        epoch = _parse_epoch(d.pop("epoch"))

        metrics = PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataMetrics.from_dict(
            d.pop("metrics")
        )

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data = cls(
            model_version_id=model_version_id,
            artifact_key=artifact_key,
            phase=phase,
            message=message,
            epoch=epoch,
            metrics=metrics,
        )

        post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data.additional_properties = d
        return post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data

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
