from typing import Literal

GetMlProjectsIdInferenceRequestsRequestType = Literal[
    "auto_annotate", "inference", "sam_auto"
]

GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_REQUEST_TYPE_VALUES: set[
    GetMlProjectsIdInferenceRequestsRequestType
] = {
    "auto_annotate",
    "inference",
    "sam_auto",
}


def check_get_ml_projects_id_inference_requests_request_type(
    value: str,
) -> GetMlProjectsIdInferenceRequestsRequestType:
    if value in GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_REQUEST_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_ML_PROJECTS_ID_INFERENCE_REQUESTS_REQUEST_TYPE_VALUES!r}"
    )
