from typing import Literal

ModelVersionRole = Literal[
    "detector", "open_vocab_detector", "sam_decoder", "sam_encoder"
]

MODEL_VERSION_ROLE_VALUES: set[ModelVersionRole] = {
    "detector",
    "open_vocab_detector",
    "sam_decoder",
    "sam_encoder",
}


def check_model_version_role(value: str) -> ModelVersionRole:
    if value in MODEL_VERSION_ROLE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_VERSION_ROLE_VALUES!r}"
    )
