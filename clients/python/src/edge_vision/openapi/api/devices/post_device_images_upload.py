from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.image_upload import ImageUpload
from ...models.post_device_images_upload_response_200 import (
    PostDeviceImagesUploadResponse200,
)
from ...models.post_device_images_upload_response_201 import (
    PostDeviceImagesUploadResponse201,
)
from ...types import Response


def _get_kwargs(
    *,
    body: ImageUpload,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/device/images/upload",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
    | None
):
    if response.status_code == 200:
        response_200 = PostDeviceImagesUploadResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = PostDeviceImagesUploadResponse201.from_dict(response.json())

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

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

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
) -> Response[
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ImageUpload,
) -> Response[
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
]:
    """Upload an image (device)

     multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most
    MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode
    as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when
    none is. A refused upload leaves nothing stored. The record's `sha256` is computed while the image
    arrives; the object store checks the bytes it receives against a CRC32 computed alongside. At most
    RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED
    with `Retry-After` (before the body is read).

    Args:
        body (ImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceImagesUploadResponse200 | PostDeviceImagesUploadResponse201]
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
    body: ImageUpload,
) -> (
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
    | None
):
    """Upload an image (device)

     multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most
    MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode
    as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when
    none is. A refused upload leaves nothing stored. The record's `sha256` is computed while the image
    arrives; the object store checks the bytes it receives against a CRC32 computed alongside. At most
    RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED
    with `Retry-After` (before the body is read).

    Args:
        body (ImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceImagesUploadResponse200 | PostDeviceImagesUploadResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImageUpload,
) -> Response[
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
]:
    """Upload an image (device)

     multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most
    MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode
    as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when
    none is. A refused upload leaves nothing stored. The record's `sha256` is computed while the image
    arrives; the object store checks the bytes it receives against a CRC32 computed alongside. At most
    RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED
    with `Retry-After` (before the body is read).

    Args:
        body (ImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceImagesUploadResponse200 | PostDeviceImagesUploadResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImageUpload,
) -> (
    ErrorEnvelope
    | PostDeviceImagesUploadResponse200
    | PostDeviceImagesUploadResponse201
    | None
):
    """Upload an image (device)

     multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most
    MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode
    as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when
    none is. A refused upload leaves nothing stored. The record's `sha256` is computed while the image
    arrives; the object store checks the bytes it receives against a CRC32 computed alongside. At most
    RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED
    with `Retry-After` (before the body is read).

    Args:
        body (ImageUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceImagesUploadResponse200 | PostDeviceImagesUploadResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
