from typing import Literal

PostInternalOperatorExportJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus = (
    Literal["False", "True", "Unknown"]
)

POST_INTERNAL_OPERATOR_EXPORT_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES: set[
    PostInternalOperatorExportJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus
] = {
    "False",
    "True",
    "Unknown",
}


def check_post_internal_operator_export_jobs_organization_id_record_id_status_body_conditions_item_status(
    value: str,
) -> PostInternalOperatorExportJobsOrganizationIdRecordIdStatusBodyConditionsItemStatus:
    if (
        value
        in POST_INTERNAL_OPERATOR_EXPORT_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_EXPORT_JOBS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
