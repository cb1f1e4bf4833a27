from typing import Literal

PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase = (
    Literal["Cancelled", "Failed", "Pending", "Running", "Succeeded"]
)

POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES: set[
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase
] = {
    "Cancelled",
    "Failed",
    "Pending",
    "Running",
    "Succeeded",
}


def check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_response_200_data_phase(
    value: str,
) -> PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusResponse200DataPhase:
    if (
        value
        in POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES!r}"
    )
