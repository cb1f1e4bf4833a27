from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_internal_workloads_urls_response_200 import (
    PostInternalWorkloadsUrlsResponse200,
)
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/workloads/urls",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostInternalWorkloadsUrlsResponse200 | None:
    if response.status_code == 200:
        response_200 = PostInternalWorkloadsUrlsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

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
) -> Response[ErrorEnvelope | PostInternalWorkloadsUrlsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | PostInternalWorkloadsUrlsResponse200]:
    """Workload: freshly signed URLs for exactly the objects the caller's job reads and writes

     Asked for just before each transfer (and again after a 403 from the store): the URLs live
    WORKLOAD_URL_TTL_S (default 900 s), so the Secret of a Job holds none. The set is decided by the
    job's record alone (its inputs fixed when the Job was made, its outputs under its own prefix); a
    token of a finished job is refused (401).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalWorkloadsUrlsResponse200]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | PostInternalWorkloadsUrlsResponse200 | None:
    """Workload: freshly signed URLs for exactly the objects the caller's job reads and writes

     Asked for just before each transfer (and again after a 403 from the store): the URLs live
    WORKLOAD_URL_TTL_S (default 900 s), so the Secret of a Job holds none. The set is decided by the
    job's record alone (its inputs fixed when the Job was made, its outputs under its own prefix); a
    token of a finished job is refused (401).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalWorkloadsUrlsResponse200
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | PostInternalWorkloadsUrlsResponse200]:
    """Workload: freshly signed URLs for exactly the objects the caller's job reads and writes

     Asked for just before each transfer (and again after a 403 from the store): the URLs live
    WORKLOAD_URL_TTL_S (default 900 s), so the Secret of a Job holds none. The set is decided by the
    job's record alone (its inputs fixed when the Job was made, its outputs under its own prefix); a
    token of a finished job is refused (401).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalWorkloadsUrlsResponse200]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | PostInternalWorkloadsUrlsResponse200 | None:
    """Workload: freshly signed URLs for exactly the objects the caller's job reads and writes

     Asked for just before each transfer (and again after a 403 from the store): the URLs live
    WORKLOAD_URL_TTL_S (default 900 s), so the Secret of a Job holds none. The set is decided by the
    job's record alone (its inputs fixed when the Job was made, its outputs under its own prefix); a
    token of a finished job is refused (401).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalWorkloadsUrlsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
