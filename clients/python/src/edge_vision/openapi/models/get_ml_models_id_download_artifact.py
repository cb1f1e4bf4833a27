from typing import Literal

GetMlModelsIdDownloadArtifact = Literal["onnx", "weights"]

GET_ML_MODELS_ID_DOWNLOAD_ARTIFACT_VALUES: set[GetMlModelsIdDownloadArtifact] = {
    "onnx",
    "weights",
}


def check_get_ml_models_id_download_artifact(
    value: str,
) -> GetMlModelsIdDownloadArtifact:
    if value in GET_ML_MODELS_ID_DOWNLOAD_ARTIFACT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_ML_MODELS_ID_DOWNLOAD_ARTIFACT_VALUES!r}"
    )
