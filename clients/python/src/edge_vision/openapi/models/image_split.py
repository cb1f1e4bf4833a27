from typing import Literal

ImageSplit = Literal["none", "test", "train", "val"]

IMAGE_SPLIT_VALUES: set[ImageSplit] = {
    "none",
    "test",
    "train",
    "val",
}


def check_image_split(value: str) -> ImageSplit:
    if value in IMAGE_SPLIT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_SPLIT_VALUES!r}"
    )
