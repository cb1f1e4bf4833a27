from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.device_approval_status import (
    DeviceApprovalStatus,
)
from ...models.error_envelope import ErrorEnvelope
from ...models.get_core_devices_online import (
    GetCoreDevicesOnline,
)
from ...models.get_core_devices_response_200 import GetCoreDevicesResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    status: DeviceApprovalStatus | Unset = UNSET,
    online: GetCoreDevicesOnline | Unset = UNSET,
    search: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["per_page"] = per_page

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    json_online: str | Unset = UNSET
    if not isinstance(online, Unset):
        json_online = online

    params["online"] = json_online

    params["search"] = search

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/core/devices",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetCoreDevicesResponse200 | None:
    if response.status_code == 200:
        response_200 = GetCoreDevicesResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetCoreDevicesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    status: DeviceApprovalStatus | Unset = UNSET,
    online: GetCoreDevicesOnline | Unset = UNSET,
    search: str | Unset = UNSET,
) -> Response[ErrorEnvelope | GetCoreDevicesResponse200]:
    """List devices

     Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        status (DeviceApprovalStatus | Unset): Registration and approval state. Transitions:
            pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected ->
            approved. Only approved devices authenticate.
        online (GetCoreDevicesOnline | Unset): true, false, 1 or 0
        search (str | Unset): Substring of the name or device_id (literal, case-insensitive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesResponse200]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        status=status,
        online=online,
        search=search,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    status: DeviceApprovalStatus | Unset = UNSET,
    online: GetCoreDevicesOnline | Unset = UNSET,
    search: str | Unset = UNSET,
) -> ErrorEnvelope | GetCoreDevicesResponse200 | None:
    """List devices

     Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        status (DeviceApprovalStatus | Unset): Registration and approval state. Transitions:
            pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected ->
            approved. Only approved devices authenticate.
        online (GetCoreDevicesOnline | Unset): true, false, 1 or 0
        search (str | Unset): Substring of the name or device_id (literal, case-insensitive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesResponse200
    """

    return sync_detailed(
        client=client,
        page=page,
        per_page=per_page,
        status=status,
        online=online,
        search=search,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    status: DeviceApprovalStatus | Unset = UNSET,
    online: GetCoreDevicesOnline | Unset = UNSET,
    search: str | Unset = UNSET,
) -> Response[ErrorEnvelope | GetCoreDevicesResponse200]:
    """List devices

     Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        status (DeviceApprovalStatus | Unset): Registration and approval state. Transitions:
            pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected ->
            approved. Only approved devices authenticate.
        online (GetCoreDevicesOnline | Unset): true, false, 1 or 0
        search (str | Unset): Substring of the name or device_id (literal, case-insensitive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesResponse200]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        status=status,
        online=online,
        search=search,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    status: DeviceApprovalStatus | Unset = UNSET,
    online: GetCoreDevicesOnline | Unset = UNSET,
    search: str | Unset = UNSET,
) -> ErrorEnvelope | GetCoreDevicesResponse200 | None:
    """List devices

     Requires permission `devices:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        status (DeviceApprovalStatus | Unset): Registration and approval state. Transitions:
            pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected ->
            approved. Only approved devices authenticate.
        online (GetCoreDevicesOnline | Unset): true, false, 1 or 0
        search (str | Unset): Substring of the name or device_id (literal, case-insensitive)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            per_page=per_page,
            status=status,
            online=online,
            search=search,
        )
    ).parsed
