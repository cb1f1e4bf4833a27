from typing import Literal

PostInternalOperatorTrainingJobsOrganizationIdRecordIdStatusResponse200DataPhase = (
    Literal["Cancelled", "Failed", "Pending", "Running", "Succeeded"]
)

POST_INTERNAL_OPERATOR_TRAINING_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES: set[
    PostInternalOperatorTrainingJobsOrganizationIdRecordIdStatusResponse200DataPhase
] = {
    "Cancelled",
    "Failed",
    "Pending",
    "Running",
    "Succeeded",
}


def check_post_internal_operator_training_jobs_organization_id_record_id_status_response_200_data_phase(
    value: str,
) -> PostInternalOperatorTrainingJobsOrganizationIdRecordIdStatusResponse200DataPhase:
    if (
        value
        in POST_INTERNAL_OPERATOR_TRAINING_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_TRAINING_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_RESPONSE_200_DATA_PHASE_VALUES!r}"
    )
