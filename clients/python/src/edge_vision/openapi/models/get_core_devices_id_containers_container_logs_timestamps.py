from typing import Literal

GetCoreDevicesIdContainersContainerLogsTimestamps = Literal["0", "1", "false", "true"]

GET_CORE_DEVICES_ID_CONTAINERS_CONTAINER_LOGS_TIMESTAMPS_VALUES: set[
    GetCoreDevicesIdContainersContainerLogsTimestamps
] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_core_devices_id_containers_container_logs_timestamps(
    value: str,
) -> GetCoreDevicesIdContainersContainerLogsTimestamps:
    if value in GET_CORE_DEVICES_ID_CONTAINERS_CONTAINER_LOGS_TIMESTAMPS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CORE_DEVICES_ID_CONTAINERS_CONTAINER_LOGS_TIMESTAMPS_VALUES!r}"
    )
