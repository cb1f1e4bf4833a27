from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    job_id: str,
    *,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["org"] = org

    json_exp: int | None | Unset
    if isinstance(exp, Unset):
        json_exp = UNSET
    else:
        json_exp = exp
    params["exp"] = json_exp

    params["sig"] = sig

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/jobs/{job_id}/file".format(
            job_id=quote(str(job_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | None:
    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 431:
        response_431 = ErrorEnvelope.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = ErrorEnvelope.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> Response[ErrorEnvelope]:
    """A finished export's zip, through a signed address on the API origin

     The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials,
    on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the
    object store as an attachment. A forged, altered, expired or re-targeted address, or an archive
    since deleted, is 404.

    Args:
        job_id (str): The job id (a UUID)
        org (int): The archive's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
        org=org,
        exp=exp,
        sig=sig,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> ErrorEnvelope | None:
    """A finished export's zip, through a signed address on the API origin

     The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials,
    on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the
    object store as an attachment. A forged, altered, expired or re-targeted address, or an archive
    since deleted, is 404.

    Args:
        job_id (str): The job id (a UUID)
        org (int): The archive's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope
    """

    return sync_detailed(
        job_id=job_id,
        client=client,
        org=org,
        exp=exp,
        sig=sig,
    ).parsed


async def asyncio_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> Response[ErrorEnvelope]:
    """A finished export's zip, through a signed address on the API origin

     The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials,
    on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the
    object store as an attachment. A forged, altered, expired or re-targeted address, or an archive
    since deleted, is 404.

    Args:
        job_id (str): The job id (a UUID)
        org (int): The archive's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
        org=org,
        exp=exp,
        sig=sig,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    job_id: str,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> ErrorEnvelope | None:
    """A finished export's zip, through a signed address on the API origin

     The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials,
    on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the
    object store as an attachment. A forged, altered, expired or re-targeted address, or an archive
    since deleted, is 404.

    Args:
        job_id (str): The job id (a UUID)
        org (int): The archive's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
            org=org,
            exp=exp,
            sig=sig,
        )
    ).parsed
