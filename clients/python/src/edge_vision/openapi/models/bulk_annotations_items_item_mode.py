from typing import Literal

BulkAnnotationsItemsItemMode = Literal["append", "replace"]

BULK_ANNOTATIONS_ITEMS_ITEM_MODE_VALUES: set[BulkAnnotationsItemsItemMode] = {
    "append",
    "replace",
}


def check_bulk_annotations_items_item_mode(value: str) -> BulkAnnotationsItemsItemMode:
    if value in BULK_ANNOTATIONS_ITEMS_ITEM_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BULK_ANNOTATIONS_ITEMS_ITEM_MODE_VALUES!r}"
    )
