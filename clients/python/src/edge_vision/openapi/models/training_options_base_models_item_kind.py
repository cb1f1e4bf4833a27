from typing import Literal

TrainingOptionsBaseModelsItemKind = Literal["architecture", "hub", "model-version"]

TRAINING_OPTIONS_BASE_MODELS_ITEM_KIND_VALUES: set[
    TrainingOptionsBaseModelsItemKind
] = {
    "architecture",
    "hub",
    "model-version",
}


def check_training_options_base_models_item_kind(
    value: str,
) -> TrainingOptionsBaseModelsItemKind:
    if value in TRAINING_OPTIONS_BASE_MODELS_ITEM_KIND_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_OPTIONS_BASE_MODELS_ITEM_KIND_VALUES!r}"
    )
