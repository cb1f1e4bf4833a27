from typing import Literal

GetCoreDevicesOnline = Literal["0", "1", "false", "true"]

GET_CORE_DEVICES_ONLINE_VALUES: set[GetCoreDevicesOnline] = {
    "0",
    "1",
    "false",
    "true",
}


def check_get_core_devices_online(value: str) -> GetCoreDevicesOnline:
    if value in GET_CORE_DEVICES_ONLINE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CORE_DEVICES_ONLINE_VALUES!r}"
    )
