from typing import Literal

AlertmanagerAlertStatus = Literal["firing", "resolved"]

ALERTMANAGER_ALERT_STATUS_VALUES: set[AlertmanagerAlertStatus] = {
    "firing",
    "resolved",
}


def check_alertmanager_alert_status(value: str) -> AlertmanagerAlertStatus:
    if value in ALERTMANAGER_ALERT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ALERTMANAGER_ALERT_STATUS_VALUES!r}"
    )
