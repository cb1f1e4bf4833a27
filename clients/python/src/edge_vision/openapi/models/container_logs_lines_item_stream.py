from typing import Literal

ContainerLogsLinesItemStream = Literal["stderr", "stdout"]

CONTAINER_LOGS_LINES_ITEM_STREAM_VALUES: set[ContainerLogsLinesItemStream] = {
    "stderr",
    "stdout",
}


def check_container_logs_lines_item_stream(value: str) -> ContainerLogsLinesItemStream:
    if value in CONTAINER_LOGS_LINES_ITEM_STREAM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTAINER_LOGS_LINES_ITEM_STREAM_VALUES!r}"
    )
