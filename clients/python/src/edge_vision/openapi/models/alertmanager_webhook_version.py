from typing import Literal

AlertmanagerWebhookVersion = Literal["4"]

ALERTMANAGER_WEBHOOK_VERSION_VALUES: set[AlertmanagerWebhookVersion] = {
    "4",
}


def check_alertmanager_webhook_version(value: str) -> AlertmanagerWebhookVersion:
    if value in ALERTMANAGER_WEBHOOK_VERSION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ALERTMANAGER_WEBHOOK_VERSION_VALUES!r}"
    )
