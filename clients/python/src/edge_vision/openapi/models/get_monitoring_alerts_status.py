from typing import Literal

GetMonitoringAlertsStatus = Literal["firing", "resolved"]

GET_MONITORING_ALERTS_STATUS_VALUES: set[GetMonitoringAlertsStatus] = {
    "firing",
    "resolved",
}


def check_get_monitoring_alerts_status(value: str) -> GetMonitoringAlertsStatus:
    if value in GET_MONITORING_ALERTS_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MONITORING_ALERTS_STATUS_VALUES!r}"
    )
