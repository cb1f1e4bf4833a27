from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.checkin import Checkin
from ...models.error_envelope import ErrorEnvelope
from ...models.post_device_checkin_response_200 import PostDeviceCheckinResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: Checkin,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/device/checkin",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDeviceCheckinResponse200 | None:
    if response.status_code == 200:
        response_200 = PostDeviceCheckinResponse200.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

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
) -> Response[ErrorEnvelope | PostDeviceCheckinResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: Checkin,
) -> Response[ErrorEnvelope | PostDeviceCheckinResponse200]:
    """Health check-in (heartbeat)

     Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device
    waiting for approval may check in (its reply lists no deployments). At most
    RATE_LIMIT_DEVICE_CHECKINS check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429
    RATE_LIMITED with `Retry-After`.

    Args:
        body (Checkin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceCheckinResponse200]
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
    body: Checkin,
) -> ErrorEnvelope | PostDeviceCheckinResponse200 | None:
    """Health check-in (heartbeat)

     Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device
    waiting for approval may check in (its reply lists no deployments). At most
    RATE_LIMIT_DEVICE_CHECKINS check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429
    RATE_LIMITED with `Retry-After`.

    Args:
        body (Checkin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceCheckinResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Checkin,
) -> Response[ErrorEnvelope | PostDeviceCheckinResponse200]:
    """Health check-in (heartbeat)

     Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device
    waiting for approval may check in (its reply lists no deployments). At most
    RATE_LIMIT_DEVICE_CHECKINS check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429
    RATE_LIMITED with `Retry-After`.

    Args:
        body (Checkin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceCheckinResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: Checkin,
) -> ErrorEnvelope | PostDeviceCheckinResponse200 | None:
    """Health check-in (heartbeat)

     Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device
    waiting for approval may check in (its reply lists no deployments). At most
    RATE_LIMIT_DEVICE_CHECKINS check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429
    RATE_LIMITED with `Retry-After`.

    Args:
        body (Checkin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceCheckinResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
