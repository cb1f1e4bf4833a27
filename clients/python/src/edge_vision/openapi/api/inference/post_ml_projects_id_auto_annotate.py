from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auto_annotate_request import AutoAnnotateRequest
from ...models.error_envelope import ErrorEnvelope
from ...models.post_ml_projects_id_auto_annotate_response_202 import (
    PostMlProjectsIdAutoAnnotateResponse202,
)
from ...types import Response


def _get_kwargs(
    id: int,
    *,
    body: AutoAnnotateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ml/projects/{id}/auto-annotate".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202 | None:
    if response.status_code == 202:
        response_202 = PostMlProjectsIdAutoAnnotateResponse202.from_dict(
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
) -> Response[ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202]:
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
    body: AutoAnnotateRequest,
) -> Response[ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202]:
    """Annotate images of the project with a detector or with SAM

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. `request_type` is `auto_annotate`, or `sam_auto` in SAM mode. The images are those of
    `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt boxes
    (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a SAM
    image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the
    predictions become annotations and `applied_to_images` turns true on completion. A rule of the body
    broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing
    queued.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (AutoAnnotateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202]
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
    body: AutoAnnotateRequest,
) -> ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202 | None:
    """Annotate images of the project with a detector or with SAM

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. `request_type` is `auto_annotate`, or `sam_auto` in SAM mode. The images are those of
    `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt boxes
    (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a SAM
    image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the
    predictions become annotations and `applied_to_images` turns true on completion. A rule of the body
    broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing
    queued.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (AutoAnnotateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202
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
    body: AutoAnnotateRequest,
) -> Response[ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202]:
    """Annotate images of the project with a detector or with SAM

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. `request_type` is `auto_annotate`, or `sam_auto` in SAM mode. The images are those of
    `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt boxes
    (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a SAM
    image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the
    predictions become annotations and `applied_to_images` turns true on completion. A rule of the body
    broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing
    queued.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (AutoAnnotateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202]
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
    body: AutoAnnotateRequest,
) -> ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202 | None:
    """Annotate images of the project with a detector or with SAM

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. `request_type` is `auto_annotate`, or `sam_auto` in SAM mode. The images are those of
    `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt boxes
    (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a SAM
    image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the
    predictions become annotations and `applied_to_images` turns true on completion. A rule of the body
    broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing
    queued.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (AutoAnnotateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlProjectsIdAutoAnnotateResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
