from typing import Literal

PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase = Literal[
    "Failed", "Pending", "Running", "Succeeded"
]

POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES: set[
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase
] = {
    "Failed",
    "Pending",
    "Running",
    "Succeeded",
}


def check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_phase(
    value: str,
) -> PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyPhase:
    if (
        value
        in POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES!r}"
    )
