from typing import Literal

ExportFormatOptionsItemFormat = Literal["onnx", "openvino", "tensorrt"]

EXPORT_FORMAT_OPTIONS_ITEM_FORMAT_VALUES: set[ExportFormatOptionsItemFormat] = {
    "onnx",
    "openvino",
    "tensorrt",
}


def check_export_format_options_item_format(
    value: str,
) -> ExportFormatOptionsItemFormat:
    if value in EXPORT_FORMAT_OPTIONS_ITEM_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_FORMAT_OPTIONS_ITEM_FORMAT_VALUES!r}"
    )
