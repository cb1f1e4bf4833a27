from typing import Literal

UpdateImageSplit = Literal["none", "test", "train", "val"]

UPDATE_IMAGE_SPLIT_VALUES: set[UpdateImageSplit] = {
    "none",
    "test",
    "train",
    "val",
}


def check_update_image_split(value: str) -> UpdateImageSplit:
    if value in UPDATE_IMAGE_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_IMAGE_SPLIT_VALUES!r}"
    )
