from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alertmanager_webhook import AlertmanagerWebhook
from ...models.error_envelope import ErrorEnvelope
from ...models.post_webhooks_alertmanager_response_200 import (
    PostWebhooksAlertmanagerResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: AlertmanagerWebhook,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/alertmanager",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostWebhooksAlertmanagerResponse200 | None:
    if response.status_code == 200:
        response_200 = PostWebhooksAlertmanagerResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 431:
        response_431 = ErrorEnvelope.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = ErrorEnvelope.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | PostWebhooksAlertmanagerResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AlertmanagerWebhook,
) -> Response[ErrorEnvelope | PostWebhooksAlertmanagerResponse200]:
    """Alertmanager's webhook receiver

     Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and
    `http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is
    stored). Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications
    change nothing but the delivery time, and a resolved notification closes the alert. Alerts are
    attributed to the organization in their `organization_id` label and the device in their `device_id`
    label; alerts without a known organization are kept for platform operators and shown to no
    organization. A notification holds at most 1000 alerts; larger bodies than JSON_BODY_LIMIT are 413.

    Args:
        body (AlertmanagerWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostWebhooksAlertmanagerResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: AlertmanagerWebhook,
) -> ErrorEnvelope | PostWebhooksAlertmanagerResponse200 | None:
    """Alertmanager's webhook receiver

     Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and
    `http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is
    stored). Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications
    change nothing but the delivery time, and a resolved notification closes the alert. Alerts are
    attributed to the organization in their `organization_id` label and the device in their `device_id`
    label; alerts without a known organization are kept for platform operators and shown to no
    organization. A notification holds at most 1000 alerts; larger bodies than JSON_BODY_LIMIT are 413.

    Args:
        body (AlertmanagerWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostWebhooksAlertmanagerResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AlertmanagerWebhook,
) -> Response[ErrorEnvelope | PostWebhooksAlertmanagerResponse200]:
    """Alertmanager's webhook receiver

     Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and
    `http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is
    stored). Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications
    change nothing but the delivery time, and a resolved notification closes the alert. Alerts are
    attributed to the organization in their `organization_id` label and the device in their `device_id`
    label; alerts without a known organization are kept for platform operators and shown to no
    organization. A notification holds at most 1000 alerts; larger bodies than JSON_BODY_LIMIT are 413.

    Args:
        body (AlertmanagerWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostWebhooksAlertmanagerResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AlertmanagerWebhook,
) -> ErrorEnvelope | PostWebhooksAlertmanagerResponse200 | None:
    """Alertmanager's webhook receiver

     Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and
    `http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is
    stored). Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications
    change nothing but the delivery time, and a resolved notification closes the alert. Alerts are
    attributed to the organization in their `organization_id` label and the device in their `device_id`
    label; alerts without a known organization are kept for platform operators and shown to no
    organization. A notification holds at most 1000 alerts; larger bodies than JSON_BODY_LIMIT are 413.

    Args:
        body (AlertmanagerWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostWebhooksAlertmanagerResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
