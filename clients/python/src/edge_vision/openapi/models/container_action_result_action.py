from typing import Literal

ContainerActionResultAction = Literal["restart", "start", "stop"]

CONTAINER_ACTION_RESULT_ACTION_VALUES: set[ContainerActionResultAction] = {
    "restart",
    "start",
    "stop",
}


def check_container_action_result_action(value: str) -> ContainerActionResultAction:
    if value in CONTAINER_ACTION_RESULT_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTAINER_ACTION_RESULT_ACTION_VALUES!r}"
    )
