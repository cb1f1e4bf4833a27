from typing import Literal

ImageListItemSplit = Literal["none", "test", "train", "val"]

IMAGE_LIST_ITEM_SPLIT_VALUES: set[ImageListItemSplit] = {
    "none",
    "test",
    "train",
    "val",
}


def check_image_list_item_split(value: str) -> ImageListItemSplit:
    if value in IMAGE_LIST_ITEM_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_LIST_ITEM_SPLIT_VALUES!r}"
    )
