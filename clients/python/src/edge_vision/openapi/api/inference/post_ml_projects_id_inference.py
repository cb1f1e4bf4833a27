from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_inference_request import CreateInferenceRequest
from ...models.error_envelope import ErrorEnvelope
from ...models.post_ml_projects_id_inference_response_202 import (
    PostMlProjectsIdInferenceResponse202,
)
from ...types import Response


def _get_kwargs(
    id: int,
    *,
    body: CreateInferenceRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ml/projects/{id}/inference".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostMlProjectsIdInferenceResponse202 | None:
    if response.status_code == 202:
        response_202 = PostMlProjectsIdInferenceResponse202.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostMlProjectsIdInferenceResponse202]:
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
    body: CreateInferenceRequest,
) -> Response[ErrorEnvelope | PostMlProjectsIdInferenceResponse202]:
    """Run a detector on images of the project

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. The images are letterboxed to the model's input size; boxes scoring at least
    `confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the
    image. Nothing is written to annotations (see auto-annotate for that).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (CreateInferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlProjectsIdInferenceResponse202]
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
    body: CreateInferenceRequest,
) -> ErrorEnvelope | PostMlProjectsIdInferenceResponse202 | None:
    """Run a detector on images of the project

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. The images are letterboxed to the model's input size; boxes scoring at least
    `confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the
    image. Nothing is written to annotations (see auto-annotate for that).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (CreateInferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlProjectsIdInferenceResponse202
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
    body: CreateInferenceRequest,
) -> Response[ErrorEnvelope | PostMlProjectsIdInferenceResponse202]:
    """Run a detector on images of the project

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. The images are letterboxed to the model's input size; boxes scoring at least
    `confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the
    image. Nothing is written to annotations (see auto-annotate for that).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (CreateInferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlProjectsIdInferenceResponse202]
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
    body: CreateInferenceRequest,
) -> ErrorEnvelope | PostMlProjectsIdInferenceResponse202 | None:
    """Run a detector on images of the project

     The request is processed asynchronously by a worker: `status` goes `pending` -> `running` ->
    `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-
    requests/{id}. The images are letterboxed to the model's input size; boxes scoring at least
    `confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the
    image. Nothing is written to annotations (see auto-annotate for that).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        body (CreateInferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlProjectsIdInferenceResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
