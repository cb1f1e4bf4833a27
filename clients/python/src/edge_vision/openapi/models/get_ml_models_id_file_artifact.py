from typing import Literal

GetMlModelsIdFileArtifact = Literal["onnx", "weights"]

GET_ML_MODELS_ID_FILE_ARTIFACT_VALUES: set[GetMlModelsIdFileArtifact] = {
    "onnx",
    "weights",
}


def check_get_ml_models_id_file_artifact(value: str) -> GetMlModelsIdFileArtifact:
    if value in GET_ML_MODELS_ID_FILE_ARTIFACT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_ML_MODELS_ID_FILE_ARTIFACT_VALUES!r}"
    )
