from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_images_upload_response_200 import (
    PostDataImagesUploadResponse200,
)
from ...models.user_image_upload import UserImageUpload
from ...types import Response


def _get_kwargs(
    *,
    body: UserImageUpload,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/images/upload",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataImagesUploadResponse200 | None:
    if response.status_code == 200:
        response_200 = PostDataImagesUploadResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostDataImagesUploadResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UserImageUpload,
) -> Response[ErrorEnvelope | PostDataImagesUploadResponse200]:
    """Upload images as a person (many files per request)

     multipart/form-data with up to 100 files in `images`, each checked as a device upload is (JPEG, PNG
    or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of their own (send
    the answered `batch_id` with the next request to keep adding to it), in `project_id` when given. A
    file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is not
    stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it
    is kept. Answers 200 with what happened to each file.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (UserImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataImagesUploadResponse200]
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
    body: UserImageUpload,
) -> ErrorEnvelope | PostDataImagesUploadResponse200 | None:
    """Upload images as a person (many files per request)

     multipart/form-data with up to 100 files in `images`, each checked as a device upload is (JPEG, PNG
    or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of their own (send
    the answered `batch_id` with the next request to keep adding to it), in `project_id` when given. A
    file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is not
    stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it
    is kept. Answers 200 with what happened to each file.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (UserImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataImagesUploadResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UserImageUpload,
) -> Response[ErrorEnvelope | PostDataImagesUploadResponse200]:
    """Upload images as a person (many files per request)

     multipart/form-data with up to 100 files in `images`, each checked as a device upload is (JPEG, PNG
    or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of their own (send
    the answered `batch_id` with the next request to keep adding to it), in `project_id` when given. A
    file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is not
    stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it
    is kept. Answers 200 with what happened to each file.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (UserImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataImagesUploadResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UserImageUpload,
) -> ErrorEnvelope | PostDataImagesUploadResponse200 | None:
    """Upload images as a person (many files per request)

     multipart/form-data with up to 100 files in `images`, each checked as a device upload is (JPEG, PNG
    or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of their own (send
    the answered `batch_id` with the next request to keep adding to it), in `project_id` when given. A
    file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is not
    stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it
    is kept. Answers 200 with what happened to each file.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (UserImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataImagesUploadResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
