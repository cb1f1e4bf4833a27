from typing import Literal

BulkItemErrorCode = Literal["NOT_FOUND", "VALIDATION_ERROR"]

BULK_ITEM_ERROR_CODE_VALUES: set[BulkItemErrorCode] = {
    "NOT_FOUND",
    "VALIDATION_ERROR",
}


def check_bulk_item_error_code(value: str) -> BulkItemErrorCode:
    if value in BULK_ITEM_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BULK_ITEM_ERROR_CODE_VALUES!r}"
    )
