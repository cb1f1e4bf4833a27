from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_devices_provision_response_201 import (
    PostDevicesProvisionResponse201,
)
from ...models.provision_device import ProvisionDevice
from ...types import Response


def _get_kwargs(
    *,
    body: ProvisionDevice,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/devices/provision",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDevicesProvisionResponse201 | None:
    if response.status_code == 201:
        response_201 = PostDevicesProvisionResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

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
) -> Response[ErrorEnvelope | PostDevicesProvisionResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProvisionDevice,
) -> Response[ErrorEnvelope | PostDevicesProvisionResponse201]:
    """Provision a device with a single-use token (public)

     Creates the device (approved, or pending when the organization's devices_require_approval is on) and
    its API key in the token's organization and marks the token used. Exactly one device per token, also
    under concurrent attempts. A device_id already registered answers 409 DEVICE_EXISTS and leaves the
    token usable. When container management is configured, an Edge Agent environment is created too and
    its settings come back in `edge`; if that fails, nothing is created (503).

    Args:
        body (ProvisionDevice):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDevicesProvisionResponse201]
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
    client: AuthenticatedClient | Client,
    body: ProvisionDevice,
) -> ErrorEnvelope | PostDevicesProvisionResponse201 | None:
    """Provision a device with a single-use token (public)

     Creates the device (approved, or pending when the organization's devices_require_approval is on) and
    its API key in the token's organization and marks the token used. Exactly one device per token, also
    under concurrent attempts. A device_id already registered answers 409 DEVICE_EXISTS and leaves the
    token usable. When container management is configured, an Edge Agent environment is created too and
    its settings come back in `edge`; if that fails, nothing is created (503).

    Args:
        body (ProvisionDevice):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDevicesProvisionResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProvisionDevice,
) -> Response[ErrorEnvelope | PostDevicesProvisionResponse201]:
    """Provision a device with a single-use token (public)

     Creates the device (approved, or pending when the organization's devices_require_approval is on) and
    its API key in the token's organization and marks the token used. Exactly one device per token, also
    under concurrent attempts. A device_id already registered answers 409 DEVICE_EXISTS and leaves the
    token usable. When container management is configured, an Edge Agent environment is created too and
    its settings come back in `edge`; if that fails, nothing is created (503).

    Args:
        body (ProvisionDevice):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDevicesProvisionResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ProvisionDevice,
) -> ErrorEnvelope | PostDevicesProvisionResponse201 | None:
    """Provision a device with a single-use token (public)

     Creates the device (approved, or pending when the organization's devices_require_approval is on) and
    its API key in the token's organization and marks the token used. Exactly one device per token, also
    under concurrent attempts. A device_id already registered answers 409 DEVICE_EXISTS and leaves the
    token usable. When container management is configured, an Edge Agent environment is created too and
    its settings come back in `edge`; if that fails, nothing is created (503).

    Args:
        body (ProvisionDevice):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDevicesProvisionResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
