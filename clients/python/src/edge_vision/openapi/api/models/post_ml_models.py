from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.model_upload import ModelUpload
from ...models.post_ml_models_response_201 import PostMlModelsResponse201
from ...types import Response


def _get_kwargs(
    *,
    body: ModelUpload,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ml/models",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostMlModelsResponse201 | None:
    if response.status_code == 201:
        response_201 = PostMlModelsResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostMlModelsResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ModelUpload,
) -> Response[ErrorEnvelope | PostMlModelsResponse201]:
    """Register an ONNX model trained elsewhere

     multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields
    below. The file streams to the object store as it arrives (never to the API's disk); it must be an
    ONNX model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role;
    otherwise 400 VALIDATION_ERROR and nothing is stored. It becomes the next model version of
    `project_id` (or of the models without a project), with `source` `upload`. The model version record
    is what the platform knows of the model: its `task`, `class_names` (output order) and `input_size`
    come from these fields or the graph's shapes, never from metadata in the file, so an ONNX from any
    tool works like an Ultralytics export; the evaluator and exporter write them into the model's
    metadata for Ultralytics, and transpose a detector output `[1, anchors, 4 + classes]`. What cannot
    be read from the graph (class names; the input size of an input with symbolic dimensions) is a 400
    naming the field; outputs in no known layout, one naming role.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (ModelUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlModelsResponse201]
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
    body: ModelUpload,
) -> ErrorEnvelope | PostMlModelsResponse201 | None:
    """Register an ONNX model trained elsewhere

     multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields
    below. The file streams to the object store as it arrives (never to the API's disk); it must be an
    ONNX model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role;
    otherwise 400 VALIDATION_ERROR and nothing is stored. It becomes the next model version of
    `project_id` (or of the models without a project), with `source` `upload`. The model version record
    is what the platform knows of the model: its `task`, `class_names` (output order) and `input_size`
    come from these fields or the graph's shapes, never from metadata in the file, so an ONNX from any
    tool works like an Ultralytics export; the evaluator and exporter write them into the model's
    metadata for Ultralytics, and transpose a detector output `[1, anchors, 4 + classes]`. What cannot
    be read from the graph (class names; the input size of an input with symbolic dimensions) is a 400
    naming the field; outputs in no known layout, one naming role.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (ModelUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlModelsResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ModelUpload,
) -> Response[ErrorEnvelope | PostMlModelsResponse201]:
    """Register an ONNX model trained elsewhere

     multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields
    below. The file streams to the object store as it arrives (never to the API's disk); it must be an
    ONNX model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role;
    otherwise 400 VALIDATION_ERROR and nothing is stored. It becomes the next model version of
    `project_id` (or of the models without a project), with `source` `upload`. The model version record
    is what the platform knows of the model: its `task`, `class_names` (output order) and `input_size`
    come from these fields or the graph's shapes, never from metadata in the file, so an ONNX from any
    tool works like an Ultralytics export; the evaluator and exporter write them into the model's
    metadata for Ultralytics, and transpose a detector output `[1, anchors, 4 + classes]`. What cannot
    be read from the graph (class names; the input size of an input with symbolic dimensions) is a 400
    naming the field; outputs in no known layout, one naming role.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (ModelUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlModelsResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ModelUpload,
) -> ErrorEnvelope | PostMlModelsResponse201 | None:
    """Register an ONNX model trained elsewhere

     multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields
    below. The file streams to the object store as it arrives (never to the API's disk); it must be an
    ONNX model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role;
    otherwise 400 VALIDATION_ERROR and nothing is stored. It becomes the next model version of
    `project_id` (or of the models without a project), with `source` `upload`. The model version record
    is what the platform knows of the model: its `task`, `class_names` (output order) and `input_size`
    come from these fields or the graph's shapes, never from metadata in the file, so an ONNX from any
    tool works like an Ultralytics export; the evaluator and exporter write them into the model's
    metadata for Ultralytics, and transpose a detector output `[1, anchors, 4 + classes]`. What cannot
    be read from the graph (class names; the input size of an input with symbolic dimensions) is a 400
    naming the field; outputs in no known layout, one naming role.

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (ModelUpload):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlModelsResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
