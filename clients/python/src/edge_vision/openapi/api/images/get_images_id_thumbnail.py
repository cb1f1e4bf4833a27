from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
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
        "url": "/images/{id}/thumbnail".format(
            id=quote(str(id), safe=""),
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
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> Response[ErrorEnvelope]:
    """A JPEG thumbnail (fits 320x240), through a signed address on the API origin

     The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or
    `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for
    SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the
    browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A
    forged, altered or expired address, or an image since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The image's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        org=org,
        exp=exp,
        sig=sig,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> ErrorEnvelope | None:
    """A JPEG thumbnail (fits 320x240), through a signed address on the API origin

     The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or
    `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for
    SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the
    browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A
    forged, altered or expired address, or an image since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The image's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        org=org,
        exp=exp,
        sig=sig,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> Response[ErrorEnvelope]:
    """A JPEG thumbnail (fits 320x240), through a signed address on the API origin

     The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or
    `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for
    SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the
    browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A
    forged, altered or expired address, or an image since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The image's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        org=org,
        exp=exp,
        sig=sig,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
) -> ErrorEnvelope | None:
    """A JPEG thumbnail (fits 320x240), through a signed address on the API origin

     The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or
    `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for
    SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the
    browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A
    forged, altered or expired address, or an image since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The image's organization
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
            id=id,
            client=client,
            org=org,
            exp=exp,
            sig=sig,
        )
    ).parsed
