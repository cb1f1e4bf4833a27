from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_large_upload import CreateLargeUpload
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_large_uploads_response_201 import (
    PostDataLargeUploadsResponse201,
)
from ...types import Response


def _get_kwargs(
    *,
    body: CreateLargeUpload,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/large-uploads",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataLargeUploadsResponse201 | None:
    if response.status_code == 201:
        response_201 = PostDataLargeUploadsResponse201.from_dict(response.json())

        return response_201

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
) -> Response[ErrorEnvelope | PostDataLargeUploadsResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLargeUpload,
) -> Response[ErrorEnvelope | PostDataLargeUploadsResponse201]:
    """Start a resumable upload of a large file in parts (an import archive)

     For files too large for one request (a dataset archive of gigabytes): the answer says the part size
    and count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at
    once), complete the upload, then import it with `upload_id`. A dropped connection costs one part:
    read the upload to see which parts arrived and send the others. The parts go straight into the
    object store (S3 multipart); nothing is held whole in memory or on disk. An upload without a new
    part for LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateLargeUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataLargeUploadsResponse201]
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
    body: CreateLargeUpload,
) -> ErrorEnvelope | PostDataLargeUploadsResponse201 | None:
    """Start a resumable upload of a large file in parts (an import archive)

     For files too large for one request (a dataset archive of gigabytes): the answer says the part size
    and count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at
    once), complete the upload, then import it with `upload_id`. A dropped connection costs one part:
    read the upload to see which parts arrived and send the others. The parts go straight into the
    object store (S3 multipart); nothing is held whole in memory or on disk. An upload without a new
    part for LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateLargeUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataLargeUploadsResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLargeUpload,
) -> Response[ErrorEnvelope | PostDataLargeUploadsResponse201]:
    """Start a resumable upload of a large file in parts (an import archive)

     For files too large for one request (a dataset archive of gigabytes): the answer says the part size
    and count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at
    once), complete the upload, then import it with `upload_id`. A dropped connection costs one part:
    read the upload to see which parts arrived and send the others. The parts go straight into the
    object store (S3 multipart); nothing is held whole in memory or on disk. An upload without a new
    part for LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateLargeUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataLargeUploadsResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateLargeUpload,
) -> ErrorEnvelope | PostDataLargeUploadsResponse201 | None:
    """Start a resumable upload of a large file in parts (an import archive)

     For files too large for one request (a dataset archive of gigabytes): the answer says the part size
    and count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at
    once), complete the upload, then import it with `upload_id`. A dropped connection costs one part:
    read the upload to see which parts arrived and send the others. The parts go straight into the
    object store (S3 multipart); nothing is held whole in memory or on disk. An upload without a new
    part for LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateLargeUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataLargeUploadsResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
