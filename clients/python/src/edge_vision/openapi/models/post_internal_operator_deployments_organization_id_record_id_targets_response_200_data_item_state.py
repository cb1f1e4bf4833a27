from typing import Literal

PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState = (
    Literal["Failed", "InProgress", "RolledBack", "Succeeded", "Waiting"]
)

POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_TARGETS_RESPONSE_200_DATA_ITEM_STATE_VALUES: set[
    PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState
] = {
    "Failed",
    "InProgress",
    "RolledBack",
    "Succeeded",
    "Waiting",
}


def check_post_internal_operator_deployments_organization_id_record_id_targets_response_200_data_item_state(
    value: str,
) -> (
    PostInternalOperatorDeploymentsOrganizationIdRecordIdTargetsResponse200DataItemState
):
    if (
        value
        in POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_TARGETS_RESPONSE_200_DATA_ITEM_STATE_VALUES
    ):
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_INTERNAL_OPERATOR_DEPLOYMENTS_ORGANIZATION_ID_RECORD_ID_TARGETS_RESPONSE_200_DATA_ITEM_STATE_VALUES!r}"
    )
