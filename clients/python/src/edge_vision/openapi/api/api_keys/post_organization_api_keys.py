from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_api_key import CreateApiKey
from ...models.error_envelope import ErrorEnvelope
from ...models.post_organization_api_keys_response_201 import (
    PostOrganizationApiKeysResponse201,
)
from ...types import Response


def _get_kwargs(
    *,
    body: CreateApiKey,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/organization/api-keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostOrganizationApiKeysResponse201 | None:
    if response.status_code == 201:
        response_201 = PostOrganizationApiKeysResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostOrganizationApiKeysResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateApiKey,
) -> Response[ErrorEnvelope | PostOrganizationApiKeysResponse201]:
    """Create a personal API key for scripts and CI

     The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and
    stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user
    token is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform
    keeps a hash. A key cannot create keys.

    Requires permission `organization:read` (roles: owner, admin, member, viewer).

    Args:
        body (CreateApiKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostOrganizationApiKeysResponse201]
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
    body: CreateApiKey,
) -> ErrorEnvelope | PostOrganizationApiKeysResponse201 | None:
    """Create a personal API key for scripts and CI

     The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and
    stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user
    token is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform
    keeps a hash. A key cannot create keys.

    Requires permission `organization:read` (roles: owner, admin, member, viewer).

    Args:
        body (CreateApiKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostOrganizationApiKeysResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateApiKey,
) -> Response[ErrorEnvelope | PostOrganizationApiKeysResponse201]:
    """Create a personal API key for scripts and CI

     The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and
    stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user
    token is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform
    keeps a hash. A key cannot create keys.

    Requires permission `organization:read` (roles: owner, admin, member, viewer).

    Args:
        body (CreateApiKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostOrganizationApiKeysResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateApiKey,
) -> ErrorEnvelope | PostOrganizationApiKeysResponse201 | None:
    """Create a personal API key for scripts and CI

     The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and
    stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user
    token is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform
    keeps a hash. A key cannot create keys.

    Requires permission `organization:read` (roles: owner, admin, member, viewer).

    Args:
        body (CreateApiKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostOrganizationApiKeysResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
