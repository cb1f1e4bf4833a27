from typing import Literal

AlertStatus = Literal["firing", "resolved"]

ALERT_STATUS_VALUES: set[AlertStatus] = {
    "firing",
    "resolved",
}


def check_alert_status(value: str) -> AlertStatus:
    if value in ALERT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ALERT_STATUS_VALUES!r}"
    )
