from typing import Literal

PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus = Literal[
    "False", "True", "Unknown"
]

POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES: set[
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus
] = {
    "False",
    "True",
    "Unknown",
}


def check_post_internal_operator_evaluation_jobs_organization_id_record_id_status_body_conditions_item_status(
    value: str,
) -> PostInternalOperatorEvaluationJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus:
    if (
        value
        in POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_EVALUATION_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
