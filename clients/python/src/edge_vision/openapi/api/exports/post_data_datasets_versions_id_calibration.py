from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_datasets_versions_id_calibration_response_202 import (
    PostDataDatasetsVersionsIdCalibrationResponse202,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    max_images: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["max_images"] = max_images

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/datasets/versions/{id}/calibration".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202 | None:
    if response.status_code == 202:
        response_202 = PostDataDatasetsVersionsIdCalibrationResponse202.from_dict(
            response.json()
        )

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
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202]:
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
    max_images: int | Unset = 50,
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202]:
    """Export a capped YOLO calibration dataset (asynchronous)

     Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at
    most `max_images` images of the version, classes represented as evenly as the data allows. Poll `GET
    /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be
    enqueued.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        max_images (int | Unset): Most images in the artifact, 1 to 1000 (default 50) Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        max_images=max_images,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    max_images: int | Unset = 50,
) -> ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202 | None:
    """Export a capped YOLO calibration dataset (asynchronous)

     Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at
    most `max_images` images of the version, classes represented as evenly as the data allows. Poll `GET
    /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be
    enqueued.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        max_images (int | Unset): Most images in the artifact, 1 to 1000 (default 50) Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202
    """

    return sync_detailed(
        id=id,
        client=client,
        max_images=max_images,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    max_images: int | Unset = 50,
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202]:
    """Export a capped YOLO calibration dataset (asynchronous)

     Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at
    most `max_images` images of the version, classes represented as evenly as the data allows. Poll `GET
    /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be
    enqueued.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        max_images (int | Unset): Most images in the artifact, 1 to 1000 (default 50) Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        max_images=max_images,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    max_images: int | Unset = 50,
) -> ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202 | None:
    """Export a capped YOLO calibration dataset (asynchronous)

     Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at
    most `max_images` images of the version, classes represented as evenly as the data allows. Poll `GET
    /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be
    enqueued.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        max_images (int | Unset): Most images in the artifact, 1 to 1000 (default 50) Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsVersionsIdCalibrationResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            max_images=max_images,
        )
    ).parsed
