from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_dataset_version import CreateDatasetVersion
from ...models.error_envelope import ErrorEnvelope
from ...models.post_data_datasets_response_201 import PostDataDatasetsResponse201
from ...types import Response


def _get_kwargs(
    *,
    body: CreateDatasetVersion,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data/datasets",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDataDatasetsResponse201 | None:
    if response.status_code == 201:
        response_201 = PostDataDatasetsResponse201.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

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
) -> Response[ErrorEnvelope | PostDataDatasetsResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDatasetVersion,
) -> Response[ErrorEnvelope | PostDataDatasetsResponse201]:
    """Create a dataset version

     Assigns train/val/test to every image in scope (the project's images, optionally only those in
    `batch_ids`, only `completed` ones unless `only_annotated` is false), stratified by class and
    deterministic for a `seed`. Images whose split is locked keep it. The version is returned as soon as
    its items exist; its images are then locked in their splits, and `splits_locked` turns true once
    every one is (a later version of the project waits for it). Membership and annotations are frozen
    into the version. `version` counts up per project from 1. 400 when `split` does not sum to 1 or
    nothing is in scope; 409 while another version of the project is still being created after 30 s.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateDatasetVersion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsResponse201]
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
    body: CreateDatasetVersion,
) -> ErrorEnvelope | PostDataDatasetsResponse201 | None:
    """Create a dataset version

     Assigns train/val/test to every image in scope (the project's images, optionally only those in
    `batch_ids`, only `completed` ones unless `only_annotated` is false), stratified by class and
    deterministic for a `seed`. Images whose split is locked keep it. The version is returned as soon as
    its items exist; its images are then locked in their splits, and `splits_locked` turns true once
    every one is (a later version of the project waits for it). Membership and annotations are frozen
    into the version. `version` counts up per project from 1. 400 when `split` does not sum to 1 or
    nothing is in scope; 409 while another version of the project is still being created after 30 s.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateDatasetVersion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDatasetVersion,
) -> Response[ErrorEnvelope | PostDataDatasetsResponse201]:
    """Create a dataset version

     Assigns train/val/test to every image in scope (the project's images, optionally only those in
    `batch_ids`, only `completed` ones unless `only_annotated` is false), stratified by class and
    deterministic for a `seed`. Images whose split is locked keep it. The version is returned as soon as
    its items exist; its images are then locked in their splits, and `splits_locked` turns true once
    every one is (a later version of the project waits for it). Membership and annotations are frozen
    into the version. `version` counts up per project from 1. 400 when `split` does not sum to 1 or
    nothing is in scope; 409 while another version of the project is still being created after 30 s.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateDatasetVersion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDataDatasetsResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateDatasetVersion,
) -> ErrorEnvelope | PostDataDatasetsResponse201 | None:
    """Create a dataset version

     Assigns train/val/test to every image in scope (the project's images, optionally only those in
    `batch_ids`, only `completed` ones unless `only_annotated` is false), stratified by class and
    deterministic for a `seed`. Images whose split is locked keep it. The version is returned as soon as
    its items exist; its images are then locked in their splits, and `splits_locked` turns true once
    every one is (a later version of the project waits for it). Membership and annotations are frozen
    into the version. `version` counts up per project from 1. 400 when `split` does not sum to 1 or
    nothing is in scope; 409 while another version of the project is still being created after 30 s.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        body (CreateDatasetVersion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDataDatasetsResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
