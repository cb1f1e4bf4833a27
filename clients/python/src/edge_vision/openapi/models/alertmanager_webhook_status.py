from typing import Literal

AlertmanagerWebhookStatus = Literal["firing", "resolved"]

ALERTMANAGER_WEBHOOK_STATUS_VALUES: set[AlertmanagerWebhookStatus] = {
    "firing",
    "resolved",
}


def check_alertmanager_webhook_status(value: str) -> AlertmanagerWebhookStatus:
    if value in ALERTMANAGER_WEBHOOK_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ALERTMANAGER_WEBHOOK_STATUS_VALUES!r}"
    )
