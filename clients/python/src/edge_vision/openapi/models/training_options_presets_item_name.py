from typing import Literal

TrainingOptionsPresetsItemName = Literal["cpu", "gpu"]

TRAINING_OPTIONS_PRESETS_ITEM_NAME_VALUES: set[TrainingOptionsPresetsItemName] = {
    "cpu",
    "gpu",
}


def check_training_options_presets_item_name(
    value: str,
) -> TrainingOptionsPresetsItemName:
    if value in TRAINING_OPTIONS_PRESETS_ITEM_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TRAINING_OPTIONS_PRESETS_ITEM_NAME_VALUES!r}"
    )
