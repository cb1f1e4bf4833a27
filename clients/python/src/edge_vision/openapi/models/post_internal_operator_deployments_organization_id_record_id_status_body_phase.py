from typing import Literal

PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase = Literal[
    "Failed", "Pending", "RolledBack", "Running", "Succeeded"
]

POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES: set[
    PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase
] = {
    "Failed",
    "Pending",
    "RolledBack",
    "Running",
    "Succeeded",
}


def check_post_internal_operator_deployments_organization_id_record_id_status_body_phase(
    value: str,
) -> PostInternalOperatorDeploymentsOrganizationIdRecordIdStatusBodyPhase:
    if (
        value
        in POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_STATUS_BODY_PHASE_VALUES!r}"
    )
