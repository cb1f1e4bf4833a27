import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_core_devices_id_containers_container_logs_response_200 import (
    GetCoreDevicesIdContainersContainerLogsResponse200,
)
from ...models.get_core_devices_id_containers_container_logs_timestamps import (
    GetCoreDevicesIdContainersContainerLogsTimestamps,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    container: str,
    *,
    tail: int | Unset = 200,
    since: datetime.datetime | Unset = UNSET,
    timestamps: GetCoreDevicesIdContainersContainerLogsTimestamps | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["tail"] = tail

    json_since: str | Unset = UNSET
    if not isinstance(since, Unset):
        json_since = since.isoformat()
    params["since"] = json_since

    json_timestamps: str | Unset = UNSET
    if not isinstance(timestamps, Unset):
        json_timestamps = timestamps

    params["timestamps"] = json_timestamps

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/core/devices/{id}/containers/{container}/logs".format(
            id=quote(str(id), safe=""),
            container=quote(str(container), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200 | None:
    if response.status_code == 200:
        response_200 = GetCoreDevicesIdContainersContainerLogsResponse200.from_dict(
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

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

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
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    container: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = 200,
    since: datetime.datetime | Unset = UNSET,
    timestamps: GetCoreDevicesIdContainersContainerLogsTimestamps | Unset = UNSET,
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200]:
    """A container's recent output (stdout and stderr), audited

     Through the container-management service (Portainer's Docker proxy for the device's Edge
    environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the
    device has no Edge environment. At most 1 MiB of output is read (`truncated` says when it was cut).

    Requires permission `devices:manage` (roles: owner, admin).

    Args:
        id (int): Resource id
        container (str): Container id, id prefix or name (as Docker accepts them)
        tail (int | Unset): Last lines, 1 to 5000 Default: 200.
        since (datetime.datetime | Unset): Only lines from this time (RFC 3339)
        timestamps (GetCoreDevicesIdContainersContainerLogsTimestamps | Unset): Prefix each line
            with Docker's time (default true)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        container=container,
        tail=tail,
        since=since,
        timestamps=timestamps,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    container: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = 200,
    since: datetime.datetime | Unset = UNSET,
    timestamps: GetCoreDevicesIdContainersContainerLogsTimestamps | Unset = UNSET,
) -> ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200 | None:
    """A container's recent output (stdout and stderr), audited

     Through the container-management service (Portainer's Docker proxy for the device's Edge
    environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the
    device has no Edge environment. At most 1 MiB of output is read (`truncated` says when it was cut).

    Requires permission `devices:manage` (roles: owner, admin).

    Args:
        id (int): Resource id
        container (str): Container id, id prefix or name (as Docker accepts them)
        tail (int | Unset): Last lines, 1 to 5000 Default: 200.
        since (datetime.datetime | Unset): Only lines from this time (RFC 3339)
        timestamps (GetCoreDevicesIdContainersContainerLogsTimestamps | Unset): Prefix each line
            with Docker's time (default true)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200
    """

    return sync_detailed(
        id=id,
        container=container,
        client=client,
        tail=tail,
        since=since,
        timestamps=timestamps,
    ).parsed


async def asyncio_detailed(
    id: int,
    container: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = 200,
    since: datetime.datetime | Unset = UNSET,
    timestamps: GetCoreDevicesIdContainersContainerLogsTimestamps | Unset = UNSET,
) -> Response[ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200]:
    """A container's recent output (stdout and stderr), audited

     Through the container-management service (Portainer's Docker proxy for the device's Edge
    environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the
    device has no Edge environment. At most 1 MiB of output is read (`truncated` says when it was cut).

    Requires permission `devices:manage` (roles: owner, admin).

    Args:
        id (int): Resource id
        container (str): Container id, id prefix or name (as Docker accepts them)
        tail (int | Unset): Last lines, 1 to 5000 Default: 200.
        since (datetime.datetime | Unset): Only lines from this time (RFC 3339)
        timestamps (GetCoreDevicesIdContainersContainerLogsTimestamps | Unset): Prefix each line
            with Docker's time (default true)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        container=container,
        tail=tail,
        since=since,
        timestamps=timestamps,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    container: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = 200,
    since: datetime.datetime | Unset = UNSET,
    timestamps: GetCoreDevicesIdContainersContainerLogsTimestamps | Unset = UNSET,
) -> ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200 | None:
    """A container's recent output (stdout and stderr), audited

     Through the container-management service (Portainer's Docker proxy for the device's Edge
    environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the
    device has no Edge environment. At most 1 MiB of output is read (`truncated` says when it was cut).

    Requires permission `devices:manage` (roles: owner, admin).

    Args:
        id (int): Resource id
        container (str): Container id, id prefix or name (as Docker accepts them)
        tail (int | Unset): Last lines, 1 to 5000 Default: 200.
        since (datetime.datetime | Unset): Only lines from this time (RFC 3339)
        timestamps (GetCoreDevicesIdContainersContainerLogsTimestamps | Unset): Prefix each line
            with Docker's time (default true)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetCoreDevicesIdContainersContainerLogsResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            container=container,
            client=client,
            tail=tail,
            since=since,
            timestamps=timestamps,
        )
    ).parsed
