from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.import_upload import ImportUpload
from ...models.post_data_projects_id_import_response_202 import (
    PostDataProjectsIdImportResponse202,
)
from ...types import Response


def _get_kwargs(
    id: int,
    *,
    body: ImportUpload,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/projects/{id}/import".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataProjectsIdImportResponse202 | None:
    if response.status_code == 202:
        response_202 = PostDataProjectsIdImportResponse202.from_dict(response.json())

        return response_202

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

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

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
) -> Response[ErrorEnvelope | PostDataProjectsIdImportResponse202]:
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
    body: ImportUpload,
) -> Response[ErrorEnvelope | PostDataProjectsIdImportResponse202]:
    """Import a labelled dataset (zip) into a project (asynchronous)

     multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read
    back with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-
    uploads), the completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET
    /jobs/{job_id}` for progress and the result. Splits and file names are kept, annotations get
    `source: import`, new class names are appended to the project's class list, and images whose bytes
    (SHA-256) the project already holds are skipped and counted. A broken archive (bad JSON or XML, a
    label for a missing image, a box outside its image, a path with `..`, a file that is not an image)
    ends the job `failed` with an error naming the file (and line), and nothing of the import is kept.
    Imported images count against the images and stored-bytes quotas like uploads: an import past one
    ends `failed` with an error naming it (e.g. `images=1000000 (QUOTA_IMAGES)`), and nothing of it is
    kept.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (ImportUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataProjectsIdImportResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ImportUpload,
) -> ErrorEnvelope | PostDataProjectsIdImportResponse202 | None:
    """Import a labelled dataset (zip) into a project (asynchronous)

     multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read
    back with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-
    uploads), the completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET
    /jobs/{job_id}` for progress and the result. Splits and file names are kept, annotations get
    `source: import`, new class names are appended to the project's class list, and images whose bytes
    (SHA-256) the project already holds are skipped and counted. A broken archive (bad JSON or XML, a
    label for a missing image, a box outside its image, a path with `..`, a file that is not an image)
    ends the job `failed` with an error naming the file (and line), and nothing of the import is kept.
    Imported images count against the images and stored-bytes quotas like uploads: an import past one
    ends `failed` with an error naming it (e.g. `images=1000000 (QUOTA_IMAGES)`), and nothing of it is
    kept.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (ImportUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataProjectsIdImportResponse202
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ImportUpload,
) -> Response[ErrorEnvelope | PostDataProjectsIdImportResponse202]:
    """Import a labelled dataset (zip) into a project (asynchronous)

     multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read
    back with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-
    uploads), the completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET
    /jobs/{job_id}` for progress and the result. Splits and file names are kept, annotations get
    `source: import`, new class names are appended to the project's class list, and images whose bytes
    (SHA-256) the project already holds are skipped and counted. A broken archive (bad JSON or XML, a
    label for a missing image, a box outside its image, a path with `..`, a file that is not an image)
    ends the job `failed` with an error naming the file (and line), and nothing of the import is kept.
    Imported images count against the images and stored-bytes quotas like uploads: an import past one
    ends `failed` with an error naming it (e.g. `images=1000000 (QUOTA_IMAGES)`), and nothing of it is
    kept.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (ImportUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataProjectsIdImportResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ImportUpload,
) -> ErrorEnvelope | PostDataProjectsIdImportResponse202 | None:
    """Import a labelled dataset (zip) into a project (asynchronous)

     multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read
    back with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-
    uploads), the completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET
    /jobs/{job_id}` for progress and the result. Splits and file names are kept, annotations get
    `source: import`, new class names are appended to the project's class list, and images whose bytes
    (SHA-256) the project already holds are skipped and counted. A broken archive (bad JSON or XML, a
    label for a missing image, a box outside its image, a path with `..`, a file that is not an image)
    ends the job `failed` with an error naming the file (and line), and nothing of the import is kept.
    Imported images count against the images and stored-bytes quotas like uploads: an import past one
    ends `failed` with an error naming it (e.g. `images=1000000 (QUOTA_IMAGES)`), and nothing of it is
    kept.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (ImportUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataProjectsIdImportResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
