from typing import Literal

LargeUploadStatus = Literal["complete", "open"]

LARGE_UPLOAD_STATUS_VALUES: set[LargeUploadStatus] = {
    "complete",
    "open",
}


def check_large_upload_status(value: str) -> LargeUploadStatus:
    if value in LARGE_UPLOAD_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LARGE_UPLOAD_STATUS_VALUES!r}"
    )
