from typing import Literal

ExportFormatOptionsItemPrecisionsItem = Literal["fp16", "fp32", "int8"]

EXPORT_FORMAT_OPTIONS_ITEM_PRECISIONS_ITEM_VALUES: set[
    ExportFormatOptionsItemPrecisionsItem
] = {
    "fp16",
    "fp32",
    "int8",
}


def check_export_format_options_item_precisions_item(
    value: str,
) -> ExportFormatOptionsItemPrecisionsItem:
    if value in EXPORT_FORMAT_OPTIONS_ITEM_PRECISIONS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_FORMAT_OPTIONS_ITEM_PRECISIONS_ITEM_VALUES!r}"
    )
