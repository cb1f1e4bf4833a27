from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_datasets_versions_id_export_format import (
    PostDataDatasetsVersionsIdExportFormat,
)
from ...models.post_data_datasets_versions_id_export_response_202 import (
    PostDataDatasetsVersionsIdExportResponse202,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    format_: PostDataDatasetsVersionsIdExportFormat | Unset = "yolo",
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/datasets/versions/{id}/export".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202 | None:
    if response.status_code == 202:
        response_202 = PostDataDatasetsVersionsIdExportResponse202.from_dict(
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
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202]:
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
    format_: PostDataDatasetsVersionsIdExportFormat | Unset = "yolo",
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202]:
    """Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)

     YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json`
    and `images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and
    `ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags;
    `subset` is the split) and `images/`. Each layout imports back with `POST
    /data/projects/{id}/import`. Annotations are those frozen when the version was created. Poll `GET
    /jobs/{job_id}`.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        format_ (PostDataDatasetsVersionsIdExportFormat | Unset): Archive layout (default yolo;
            polygons and masks as YOLO segmentation lines; a version holding only tags gets the
            classification layout). `coco`: polygons and masks as segmentation, tags in
            `annotations/labels_<split>.json`. `classification`: `<split>/<class>/<file name>` with
            data.yaml, an image under each of its classes, unlabelled images left out Default: 'yolo'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    format_: PostDataDatasetsVersionsIdExportFormat | Unset = "yolo",
) -> ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202 | None:
    """Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)

     YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json`
    and `images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and
    `ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags;
    `subset` is the split) and `images/`. Each layout imports back with `POST
    /data/projects/{id}/import`. Annotations are those frozen when the version was created. Poll `GET
    /jobs/{job_id}`.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        format_ (PostDataDatasetsVersionsIdExportFormat | Unset): Archive layout (default yolo;
            polygons and masks as YOLO segmentation lines; a version holding only tags gets the
            classification layout). `coco`: polygons and masks as segmentation, tags in
            `annotations/labels_<split>.json`. `classification`: `<split>/<class>/<file name>` with
            data.yaml, an image under each of its classes, unlabelled images left out Default: 'yolo'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202
    """

    return sync_detailed(
        id=id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    format_: PostDataDatasetsVersionsIdExportFormat | Unset = "yolo",
) -> Response[ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202]:
    """Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)

     YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json`
    and `images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and
    `ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags;
    `subset` is the split) and `images/`. Each layout imports back with `POST
    /data/projects/{id}/import`. Annotations are those frozen when the version was created. Poll `GET
    /jobs/{job_id}`.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        format_ (PostDataDatasetsVersionsIdExportFormat | Unset): Archive layout (default yolo;
            polygons and masks as YOLO segmentation lines; a version holding only tags gets the
            classification layout). `coco`: polygons and masks as segmentation, tags in
            `annotations/labels_<split>.json`. `classification`: `<split>/<class>/<file name>` with
            data.yaml, an image under each of its classes, unlabelled images left out Default: 'yolo'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    format_: PostDataDatasetsVersionsIdExportFormat | Unset = "yolo",
) -> ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202 | None:
    """Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)

     YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json`
    and `images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and
    `ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags;
    `subset` is the split) and `images/`. Each layout imports back with `POST
    /data/projects/{id}/import`. Annotations are those frozen when the version was created. Poll `GET
    /jobs/{job_id}`.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        format_ (PostDataDatasetsVersionsIdExportFormat | Unset): Archive layout (default yolo;
            polygons and masks as YOLO segmentation lines; a version holding only tags gets the
            classification layout). `coco`: polygons and masks as segmentation, tags in
            `annotations/labels_<split>.json`. `classification`: `<split>/<class>/<file name>` with
            data.yaml, an image under each of its classes, unlabelled images left out Default: 'yolo'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsVersionsIdExportResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            format_=format_,
        )
    ).parsed
