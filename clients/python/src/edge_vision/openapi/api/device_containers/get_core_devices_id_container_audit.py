from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_core_devices_id_container_audit_response_200 import (
    GetCoreDevicesIdContainerAuditResponse200,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["per_page"] = per_page

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/core/devices/{id}/container-audit".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200 | None:
    if response.status_code == 200:
        response_200 = GetCoreDevicesIdContainerAuditResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

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
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200]:
    """Who read logs of or started, stopped or restarted which container on a device, and when

     Newest first. Entries are written before the call to the device, then completed with its outcome.

    Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        per_page=per_page,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
) -> ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200 | None:
    """Who read logs of or started, stopped or restarted which container on a device, and when

     Newest first. Entries are written before the call to the device, then completed with its outcome.

    Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        page=page,
        per_page=per_page,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200]:
    """Who read logs of or started, stopped or restarted which container on a device, and when

     Newest first. Entries are written before the call to the device, then completed with its outcome.

    Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        per_page=per_page,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
) -> ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200 | None:
    """Who read logs of or started, stopped or restarted which container on a device, and when

     Newest first. Entries are written before the call to the device, then completed with its outcome.

    Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesIdContainerAuditResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            page=page,
            per_page=per_page,
        )
    ).parsed
