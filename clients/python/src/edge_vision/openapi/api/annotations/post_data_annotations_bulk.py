from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bulk_annotations import BulkAnnotations
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_annotations_bulk_response_200 import (
    PostDataAnnotationsBulkResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: BulkAnnotations,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/annotations/bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataAnnotationsBulkResponse200 | None:
    if response.status_code == 200:
        response_200 = PostDataAnnotationsBulkResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostDataAnnotationsBulkResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BulkAnnotations,
) -> Response[ErrorEnvelope | PostDataAnnotationsBulkResponse200]:
    """Create or replace the annotations of many images

     Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without
    `image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list
    clears it); `append` adds them. Items stand alone: an unknown image (also one of another
    organization) or an annotation lacking its geometry is reported in `errors` with its position and
    leaves that image as it was; the other items are written. Answers 200 either way.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (BulkAnnotations):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataAnnotationsBulkResponse200]
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
    body: BulkAnnotations,
) -> ErrorEnvelope | PostDataAnnotationsBulkResponse200 | None:
    """Create or replace the annotations of many images

     Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without
    `image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list
    clears it); `append` adds them. Items stand alone: an unknown image (also one of another
    organization) or an annotation lacking its geometry is reported in `errors` with its position and
    leaves that image as it was; the other items are written. Answers 200 either way.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (BulkAnnotations):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataAnnotationsBulkResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BulkAnnotations,
) -> Response[ErrorEnvelope | PostDataAnnotationsBulkResponse200]:
    """Create or replace the annotations of many images

     Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without
    `image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list
    clears it); `append` adds them. Items stand alone: an unknown image (also one of another
    organization) or an annotation lacking its geometry is reported in `errors` with its position and
    leaves that image as it was; the other items are written. Answers 200 either way.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (BulkAnnotations):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataAnnotationsBulkResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BulkAnnotations,
) -> ErrorEnvelope | PostDataAnnotationsBulkResponse200 | None:
    """Create or replace the annotations of many images

     Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without
    `image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list
    clears it); `append` adds them. Items stand alone: an unknown image (also one of another
    organization) or an annotation lacking its geometry is reported in `errors` with its position and
    leaves that image as it was; the other items are written. Answers 200 either way.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (BulkAnnotations):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataAnnotationsBulkResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
