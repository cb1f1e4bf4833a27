from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_data_images_annotation_status import (
    GetDataImagesAnnotationStatus,
)
from ...models.get_data_images_batch_stage import (
    GetDataImagesBatchStage,
)
from ...models.get_data_images_include_annotations import (
    GetDataImagesIncludeAnnotations,
)
from ...models.get_data_images_include_url import (
    GetDataImagesIncludeUrl,
)
from ...models.get_data_images_order import (
    GetDataImagesOrder,
)
from ...models.get_data_images_project_id_type_0 import (
    GetDataImagesProjectIdType0,
)
from ...models.get_data_images_response_200 import GetDataImagesResponse200
from ...models.get_data_images_sort import GetDataImagesSort
from ...models.get_data_images_split import (
    GetDataImagesSplit,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    project_id: GetDataImagesProjectIdType0 | int | Unset = UNSET,
    ids: str | Unset = UNSET,
    batch_id: int | Unset = UNSET,
    device_id: str | Unset = UNSET,
    pipeline_id: str | Unset = UNSET,
    batch_stage: GetDataImagesBatchStage | Unset = UNSET,
    annotation_status: GetDataImagesAnnotationStatus | Unset = UNSET,
    split: GetDataImagesSplit | Unset = UNSET,
    classes: str | Unset = UNSET,
    search: str | Unset = UNSET,
    filename: str | Unset = UNSET,
    include_url: GetDataImagesIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIncludeAnnotations | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
    sort: GetDataImagesSort | Unset = "created_at",
    order: GetDataImagesOrder | Unset = "desc",
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_project_id: int | str | Unset
    if isinstance(project_id, Unset):
        json_project_id = UNSET
    elif isinstance(project_id, str):
        json_project_id = project_id
    else:
        json_project_id = project_id
    params["project_id"] = json_project_id

    params["ids"] = ids

    params["batch_id"] = batch_id

    params["device_id"] = device_id

    params["pipeline_id"] = pipeline_id

    json_batch_stage: str | Unset = UNSET
    if not isinstance(batch_stage, Unset):
        json_batch_stage = batch_stage

    params["batch_stage"] = json_batch_stage

    json_annotation_status: str | Unset = UNSET
    if not isinstance(annotation_status, Unset):
        json_annotation_status = annotation_status

    params["annotation_status"] = json_annotation_status

    json_split: str | Unset = UNSET
    if not isinstance(split, Unset):
        json_split = split

    params["split"] = json_split

    params["classes"] = classes

    params["search"] = search

    params["filename"] = filename

    json_include_url: str | Unset = UNSET
    if not isinstance(include_url, Unset):
        json_include_url = include_url

    params["include_url"] = json_include_url

    json_include_annotations: str | Unset = UNSET
    if not isinstance(include_annotations, Unset):
        json_include_annotations = include_annotations

    params["include_annotations"] = json_include_annotations

    params["limit"] = limit

    json_offset: int | None | Unset
    if isinstance(offset, Unset):
        json_offset = UNSET
    else:
        json_offset = offset
    params["offset"] = json_offset

    params["cursor"] = cursor

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort

    params["sort"] = json_sort

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order

    params["order"] = json_order

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/data/images",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetDataImagesResponse200 | None:
    if response.status_code == 200:
        response_200 = GetDataImagesResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetDataImagesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    project_id: GetDataImagesProjectIdType0 | int | Unset = UNSET,
    ids: str | Unset = UNSET,
    batch_id: int | Unset = UNSET,
    device_id: str | Unset = UNSET,
    pipeline_id: str | Unset = UNSET,
    batch_stage: GetDataImagesBatchStage | Unset = UNSET,
    annotation_status: GetDataImagesAnnotationStatus | Unset = UNSET,
    split: GetDataImagesSplit | Unset = UNSET,
    classes: str | Unset = UNSET,
    search: str | Unset = UNSET,
    filename: str | Unset = UNSET,
    include_url: GetDataImagesIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIncludeAnnotations | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
    sort: GetDataImagesSort | Unset = "created_at",
    order: GetDataImagesOrder | Unset = "desc",
) -> Response[ErrorEnvelope | GetDataImagesResponse200]:
    """List images with filters, inline signed URLs and annotations

     Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers
    `meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and
    order for the next page, which then costs the same at any depth (an offset page reads past every
    image before it). A cursor that is not one of these, or made for another sort or order, answers 400.
    Filters combine with AND; `classes` matches images with any of the listed class values; `search` is
    a literal, case-insensitive filename substring.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        project_id (GetDataImagesProjectIdType0 | int | Unset): A project id, or the literal
            `null` for images in no project
        ids (str | Unset): Comma-separated image ids (at most 1000)
        batch_id (int | Unset):
        device_id (str | Unset):
        pipeline_id (str | Unset): The `pipeline_id` in the upload metadata
        batch_stage (GetDataImagesBatchStage | Unset): Stage of the image's batch; applies when
            project_id is given
        annotation_status (GetDataImagesAnnotationStatus | Unset):
        split (GetDataImagesSplit | Unset): `all` (the default) applies no split filter
        classes (str | Unset): Images with any of these class values
        search (str | Unset): Filename substring (literal, case-insensitive)
        filename (str | Unset): Exact filename
        include_url (GetDataImagesIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIncludeAnnotations | Unset): true, false, 1 or 0
        limit (int | Unset):  Default: 50.
        offset (int | None | Unset):  Default: 0.
        cursor (str | Unset): The previous page's `meta.next_cursor`: the page after it, found by
            a seek (as fast at the end of the list as at its start). Send the same filters, sort and
            order; not with `offset`.
        sort (GetDataImagesSort | Unset):  Default: 'created_at'.
        order (GetDataImagesOrder | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetDataImagesResponse200]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
        ids=ids,
        batch_id=batch_id,
        device_id=device_id,
        pipeline_id=pipeline_id,
        batch_stage=batch_stage,
        annotation_status=annotation_status,
        split=split,
        classes=classes,
        search=search,
        filename=filename,
        include_url=include_url,
        include_annotations=include_annotations,
        limit=limit,
        offset=offset,
        cursor=cursor,
        sort=sort,
        order=order,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    project_id: GetDataImagesProjectIdType0 | int | Unset = UNSET,
    ids: str | Unset = UNSET,
    batch_id: int | Unset = UNSET,
    device_id: str | Unset = UNSET,
    pipeline_id: str | Unset = UNSET,
    batch_stage: GetDataImagesBatchStage | Unset = UNSET,
    annotation_status: GetDataImagesAnnotationStatus | Unset = UNSET,
    split: GetDataImagesSplit | Unset = UNSET,
    classes: str | Unset = UNSET,
    search: str | Unset = UNSET,
    filename: str | Unset = UNSET,
    include_url: GetDataImagesIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIncludeAnnotations | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
    sort: GetDataImagesSort | Unset = "created_at",
    order: GetDataImagesOrder | Unset = "desc",
) -> ErrorEnvelope | GetDataImagesResponse200 | None:
    """List images with filters, inline signed URLs and annotations

     Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers
    `meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and
    order for the next page, which then costs the same at any depth (an offset page reads past every
    image before it). A cursor that is not one of these, or made for another sort or order, answers 400.
    Filters combine with AND; `classes` matches images with any of the listed class values; `search` is
    a literal, case-insensitive filename substring.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        project_id (GetDataImagesProjectIdType0 | int | Unset): A project id, or the literal
            `null` for images in no project
        ids (str | Unset): Comma-separated image ids (at most 1000)
        batch_id (int | Unset):
        device_id (str | Unset):
        pipeline_id (str | Unset): The `pipeline_id` in the upload metadata
        batch_stage (GetDataImagesBatchStage | Unset): Stage of the image's batch; applies when
            project_id is given
        annotation_status (GetDataImagesAnnotationStatus | Unset):
        split (GetDataImagesSplit | Unset): `all` (the default) applies no split filter
        classes (str | Unset): Images with any of these class values
        search (str | Unset): Filename substring (literal, case-insensitive)
        filename (str | Unset): Exact filename
        include_url (GetDataImagesIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIncludeAnnotations | Unset): true, false, 1 or 0
        limit (int | Unset):  Default: 50.
        offset (int | None | Unset):  Default: 0.
        cursor (str | Unset): The previous page's `meta.next_cursor`: the page after it, found by
            a seek (as fast at the end of the list as at its start). Send the same filters, sort and
            order; not with `offset`.
        sort (GetDataImagesSort | Unset):  Default: 'created_at'.
        order (GetDataImagesOrder | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetDataImagesResponse200
    """

    return sync_detailed(
        client=client,
        project_id=project_id,
        ids=ids,
        batch_id=batch_id,
        device_id=device_id,
        pipeline_id=pipeline_id,
        batch_stage=batch_stage,
        annotation_status=annotation_status,
        split=split,
        classes=classes,
        search=search,
        filename=filename,
        include_url=include_url,
        include_annotations=include_annotations,
        limit=limit,
        offset=offset,
        cursor=cursor,
        sort=sort,
        order=order,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    project_id: GetDataImagesProjectIdType0 | int | Unset = UNSET,
    ids: str | Unset = UNSET,
    batch_id: int | Unset = UNSET,
    device_id: str | Unset = UNSET,
    pipeline_id: str | Unset = UNSET,
    batch_stage: GetDataImagesBatchStage | Unset = UNSET,
    annotation_status: GetDataImagesAnnotationStatus | Unset = UNSET,
    split: GetDataImagesSplit | Unset = UNSET,
    classes: str | Unset = UNSET,
    search: str | Unset = UNSET,
    filename: str | Unset = UNSET,
    include_url: GetDataImagesIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIncludeAnnotations | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
    sort: GetDataImagesSort | Unset = "created_at",
    order: GetDataImagesOrder | Unset = "desc",
) -> Response[ErrorEnvelope | GetDataImagesResponse200]:
    """List images with filters, inline signed URLs and annotations

     Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers
    `meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and
    order for the next page, which then costs the same at any depth (an offset page reads past every
    image before it). A cursor that is not one of these, or made for another sort or order, answers 400.
    Filters combine with AND; `classes` matches images with any of the listed class values; `search` is
    a literal, case-insensitive filename substring.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        project_id (GetDataImagesProjectIdType0 | int | Unset): A project id, or the literal
            `null` for images in no project
        ids (str | Unset): Comma-separated image ids (at most 1000)
        batch_id (int | Unset):
        device_id (str | Unset):
        pipeline_id (str | Unset): The `pipeline_id` in the upload metadata
        batch_stage (GetDataImagesBatchStage | Unset): Stage of the image's batch; applies when
            project_id is given
        annotation_status (GetDataImagesAnnotationStatus | Unset):
        split (GetDataImagesSplit | Unset): `all` (the default) applies no split filter
        classes (str | Unset): Images with any of these class values
        search (str | Unset): Filename substring (literal, case-insensitive)
        filename (str | Unset): Exact filename
        include_url (GetDataImagesIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIncludeAnnotations | Unset): true, false, 1 or 0
        limit (int | Unset):  Default: 50.
        offset (int | None | Unset):  Default: 0.
        cursor (str | Unset): The previous page's `meta.next_cursor`: the page after it, found by
            a seek (as fast at the end of the list as at its start). Send the same filters, sort and
            order; not with `offset`.
        sort (GetDataImagesSort | Unset):  Default: 'created_at'.
        order (GetDataImagesOrder | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetDataImagesResponse200]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
        ids=ids,
        batch_id=batch_id,
        device_id=device_id,
        pipeline_id=pipeline_id,
        batch_stage=batch_stage,
        annotation_status=annotation_status,
        split=split,
        classes=classes,
        search=search,
        filename=filename,
        include_url=include_url,
        include_annotations=include_annotations,
        limit=limit,
        offset=offset,
        cursor=cursor,
        sort=sort,
        order=order,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    project_id: GetDataImagesProjectIdType0 | int | Unset = UNSET,
    ids: str | Unset = UNSET,
    batch_id: int | Unset = UNSET,
    device_id: str | Unset = UNSET,
    pipeline_id: str | Unset = UNSET,
    batch_stage: GetDataImagesBatchStage | Unset = UNSET,
    annotation_status: GetDataImagesAnnotationStatus | Unset = UNSET,
    split: GetDataImagesSplit | Unset = UNSET,
    classes: str | Unset = UNSET,
    search: str | Unset = UNSET,
    filename: str | Unset = UNSET,
    include_url: GetDataImagesIncludeUrl | Unset = UNSET,
    include_annotations: GetDataImagesIncludeAnnotations | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
    sort: GetDataImagesSort | Unset = "created_at",
    order: GetDataImagesOrder | Unset = "desc",
) -> ErrorEnvelope | GetDataImagesResponse200 | None:
    """List images with filters, inline signed URLs and annotations

     Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers
    `meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and
    order for the next page, which then costs the same at any depth (an offset page reads past every
    image before it). A cursor that is not one of these, or made for another sort or order, answers 400.
    Filters combine with AND; `classes` matches images with any of the listed class values; `search` is
    a literal, case-insensitive filename substring.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        project_id (GetDataImagesProjectIdType0 | int | Unset): A project id, or the literal
            `null` for images in no project
        ids (str | Unset): Comma-separated image ids (at most 1000)
        batch_id (int | Unset):
        device_id (str | Unset):
        pipeline_id (str | Unset): The `pipeline_id` in the upload metadata
        batch_stage (GetDataImagesBatchStage | Unset): Stage of the image's batch; applies when
            project_id is given
        annotation_status (GetDataImagesAnnotationStatus | Unset):
        split (GetDataImagesSplit | Unset): `all` (the default) applies no split filter
        classes (str | Unset): Images with any of these class values
        search (str | Unset): Filename substring (literal, case-insensitive)
        filename (str | Unset): Exact filename
        include_url (GetDataImagesIncludeUrl | Unset): true, false, 1 or 0
        include_annotations (GetDataImagesIncludeAnnotations | Unset): true, false, 1 or 0
        limit (int | Unset):  Default: 50.
        offset (int | None | Unset):  Default: 0.
        cursor (str | Unset): The previous page's `meta.next_cursor`: the page after it, found by
            a seek (as fast at the end of the list as at its start). Send the same filters, sort and
            order; not with `offset`.
        sort (GetDataImagesSort | Unset):  Default: 'created_at'.
        order (GetDataImagesOrder | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetDataImagesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            project_id=project_id,
            ids=ids,
            batch_id=batch_id,
            device_id=device_id,
            pipeline_id=pipeline_id,
            batch_stage=batch_stage,
            annotation_status=annotation_status,
            split=split,
            classes=classes,
            search=search,
            filename=filename,
            include_url=include_url,
            include_annotations=include_annotations,
            limit=limit,
            offset=offset,
            cursor=cursor,
            sort=sort,
            order=order,
        )
    ).parsed
