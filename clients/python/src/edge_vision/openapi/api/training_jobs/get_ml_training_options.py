from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_ml_training_options_response_200 import (
    GetMlTrainingOptionsResponse200,
)
from ...types import UNSET, Response


def _get_kwargs(
    *,
    dataset_version_id: int,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["dataset_version_id"] = dataset_version_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ml/training-options",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetMlTrainingOptionsResponse200 | None:
    if response.status_code == 200:
        response_200 = GetMlTrainingOptionsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetMlTrainingOptionsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    dataset_version_id: int,
) -> Response[ErrorEnvelope | GetMlTrainingOptionsResponse200]:
    """What a training job on a dataset version can start from, and presets for CPU and GPU

     Base models of the project's task, the default one (the project's latest model when it has one) and
    presets within the server's caps. Answers without a cluster too.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        dataset_version_id (int): The dataset version to train on

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlTrainingOptionsResponse200]
    """

    kwargs = _get_kwargs(
        dataset_version_id=dataset_version_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    dataset_version_id: int,
) -> ErrorEnvelope | GetMlTrainingOptionsResponse200 | None:
    """What a training job on a dataset version can start from, and presets for CPU and GPU

     Base models of the project's task, the default one (the project's latest model when it has one) and
    presets within the server's caps. Answers without a cluster too.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        dataset_version_id (int): The dataset version to train on

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlTrainingOptionsResponse200
    """

    return sync_detailed(
        client=client,
        dataset_version_id=dataset_version_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    dataset_version_id: int,
) -> Response[ErrorEnvelope | GetMlTrainingOptionsResponse200]:
    """What a training job on a dataset version can start from, and presets for CPU and GPU

     Base models of the project's task, the default one (the project's latest model when it has one) and
    presets within the server's caps. Answers without a cluster too.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        dataset_version_id (int): The dataset version to train on

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlTrainingOptionsResponse200]
    """

    kwargs = _get_kwargs(
        dataset_version_id=dataset_version_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    dataset_version_id: int,
) -> ErrorEnvelope | GetMlTrainingOptionsResponse200 | None:
    """What a training job on a dataset version can start from, and presets for CPU and GPU

     Base models of the project's task, the default one (the project's latest model when it has one) and
    presets within the server's caps. Answers without a cluster too.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        dataset_version_id (int): The dataset version to train on

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlTrainingOptionsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            dataset_version_id=dataset_version_id,
        )
    ).parsed
