from typing import Literal

ModelUploadRole = Literal[
    "detector", "open_vocab_detector", "sam_decoder", "sam_encoder"
]

MODEL_UPLOAD_ROLE_VALUES: set[ModelUploadRole] = {
    "detector",
    "open_vocab_detector",
    "sam_decoder",
    "sam_encoder",
}


def check_model_upload_role(value: str) -> ModelUploadRole:
    if value in MODEL_UPLOAD_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_UPLOAD_ROLE_VALUES!r}"
    )
