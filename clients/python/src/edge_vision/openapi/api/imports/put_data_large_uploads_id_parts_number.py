from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.large_upload_part import LargeUploadPart
from ...models.put_data_large_uploads_id_parts_number_response_200 import (
    PutDataLargeUploadsIdPartsNumberResponse200,
)
from ...types import Response


def _get_kwargs(
    id: UUID,
    number: int,
    *,
    body: LargeUploadPart,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/data/large-uploads/{id}/parts/{number}".format(
            id=quote(str(id), safe=""),
            number=quote(str(number), safe=""),
        ),
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200 | None:
    if response.status_code == 200:
        response_200 = PutDataLargeUploadsIdPartsNumberResponse200.from_dict(
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
) -> Response[ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    number: int,
    *,
    client: AuthenticatedClient,
    body: LargeUploadPart,
) -> Response[ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200]:
    """Send one part of a resumable upload

     multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of
    the file). A wrong size is refused and nothing stored. Sending a part again replaces it.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (UUID):
        number (int):
        body (LargeUploadPart):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        number=number,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    number: int,
    *,
    client: AuthenticatedClient,
    body: LargeUploadPart,
) -> ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200 | None:
    """Send one part of a resumable upload

     multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of
    the file). A wrong size is refused and nothing stored. Sending a part again replaces it.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (UUID):
        number (int):
        body (LargeUploadPart):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200
    """

    return sync_detailed(
        id=id,
        number=number,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    number: int,
    *,
    client: AuthenticatedClient,
    body: LargeUploadPart,
) -> Response[ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200]:
    """Send one part of a resumable upload

     multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of
    the file). A wrong size is refused and nothing stored. Sending a part again replaces it.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (UUID):
        number (int):
        body (LargeUploadPart):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        number=number,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    number: int,
    *,
    client: AuthenticatedClient,
    body: LargeUploadPart,
) -> ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200 | None:
    """Send one part of a resumable upload

     multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of
    the file). A wrong size is refused and nothing stored. Sending a part again replaces it.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (UUID):
        number (int):
        body (LargeUploadPart):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PutDataLargeUploadsIdPartsNumberResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            number=number,
            client=client,
            body=body,
        )
    ).parsed
