from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_data_images_id_include_annotations import (
    GetDataImagesIdIncludeAnnotations,
)
from ...models.get_data_images_id_include_url import (
    GetDataImagesIdIncludeUrl,
)
from ...models.get_data_images_id_response_200 import GetDataImagesIdResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    include_url: GetDataImagesIdIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIdIncludeAnnotations | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_include_url: str | Unset = UNSET
    if not isinstance(include_url, Unset):
        json_include_url = include_url

    params["include_url"] = json_include_url

    json_include_annotations: str | Unset = UNSET
    if not isinstance(include_annotations, Unset):
        json_include_annotations = include_annotations

    params["include_annotations"] = json_include_annotations

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/data/images/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetDataImagesIdResponse200 | None:
    if response.status_code == 200:
        response_200 = GetDataImagesIdResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetDataImagesIdResponse200]:
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
    include_url: GetDataImagesIdIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIdIncludeAnnotations | Unset = UNSET,
) -> Response[ErrorEnvelope | GetDataImagesIdResponse200]:
    """Get an image

     Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        include_url (GetDataImagesIdIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIdIncludeAnnotations | Unset): true, false, 1 or 0

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetDataImagesIdResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        include_url=include_url,
        include_annotations=include_annotations,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    include_url: GetDataImagesIdIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIdIncludeAnnotations | Unset = UNSET,
) -> ErrorEnvelope | GetDataImagesIdResponse200 | None:
    """Get an image

     Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        include_url (GetDataImagesIdIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIdIncludeAnnotations | Unset): true, false, 1 or 0

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetDataImagesIdResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        include_url=include_url,
        include_annotations=include_annotations,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    include_url: GetDataImagesIdIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIdIncludeAnnotations | Unset = UNSET,
) -> Response[ErrorEnvelope | GetDataImagesIdResponse200]:
    """Get an image

     Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        include_url (GetDataImagesIdIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIdIncludeAnnotations | Unset): true, false, 1 or 0

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetDataImagesIdResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        include_url=include_url,
        include_annotations=include_annotations,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    include_url: GetDataImagesIdIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIdIncludeAnnotations | Unset = UNSET,
) -> ErrorEnvelope | GetDataImagesIdResponse200 | None:
    """Get an image

     Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        id (int): Resource id
        include_url (GetDataImagesIdIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIdIncludeAnnotations | Unset): true, false, 1 or 0

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetDataImagesIdResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            include_url=include_url,
            include_annotations=include_annotations,
        )
    ).parsed
