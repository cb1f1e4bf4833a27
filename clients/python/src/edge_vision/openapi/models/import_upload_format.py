from typing import Literal

ImportUploadFormat = Literal["coco", "cvat", "voc", "yolo"]

IMPORT_UPLOAD_FORMAT_VALUES: set[ImportUploadFormat] = {
    "coco",
    "cvat",
    "voc",
    "yolo",
}


def check_import_upload_format(value: str) -> ImportUploadFormat:
    if value in IMPORT_UPLOAD_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMPORT_UPLOAD_FORMAT_VALUES!r}"
    )
