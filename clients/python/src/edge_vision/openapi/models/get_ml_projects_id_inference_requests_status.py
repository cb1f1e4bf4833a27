from typing import Literal

GetMlProjectsIdInferenceRequestsStatus = Literal[
    "cancelled", "completed", "failed", "pending", "running"
]

GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_STATUS_VALUES: set[
    GetMlProjectsIdInferenceRequestsStatus
] = {
    "cancelled",
    "completed",
    "failed",
    "pending",
    "running",
}


def check_get_ml_projects_id_inference_requests_status(
    value: str,
) -> GetMlProjectsIdInferenceRequestsStatus:
    if value in GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_STATUS_VALUES!r}"
    )
