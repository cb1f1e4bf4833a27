from typing import Literal

ModelVersionExportsItemPrecision = Literal["fp16", "fp32", "int8"]

MODEL_VERSION_EXPORTS_ITEM_PRECISION_VALUES: set[ModelVersionExportsItemPrecision] = {
    "fp16",
    "fp32",
    "int8",
}


def check_model_version_exports_item_precision(
    value: str,
) -> ModelVersionExportsItemPrecision:
    if value in MODEL_VERSION_EXPORTS_ITEM_PRECISION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MODEL_VERSION_EXPORTS_ITEM_PRECISION_VALUES!r}"
    )
