from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_member import AddMember
from ...models.error_envelope import ErrorEnvelope
from ...models.post_organization_members_response_201 import (
    PostOrganizationMembersResponse201,
)
from ...types import Response


def _get_kwargs(
    *,
    body: AddMember,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/organization/members",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostOrganizationMembersResponse201 | None:
    if response.status_code == 201:
        response_201 = PostOrganizationMembersResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostOrganizationMembersResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AddMember,
) -> Response[ErrorEnvelope | PostOrganizationMembersResponse201]:
    """Invite a member by email

     Sends an invitation: the person sees it in GET /invitations once signed in with that (verified)
    email, and joins with this role only when they accept it (`joined` stays false and they have no
    access until then). Removing the membership before that withdraws the invitation.

    Requires permission `members:manage` (roles: owner, admin).

    Args:
        body (AddMember):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostOrganizationMembersResponse201]
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
    body: AddMember,
) -> ErrorEnvelope | PostOrganizationMembersResponse201 | None:
    """Invite a member by email

     Sends an invitation: the person sees it in GET /invitations once signed in with that (verified)
    email, and joins with this role only when they accept it (`joined` stays false and they have no
    access until then). Removing the membership before that withdraws the invitation.

    Requires permission `members:manage` (roles: owner, admin).

    Args:
        body (AddMember):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostOrganizationMembersResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AddMember,
) -> Response[ErrorEnvelope | PostOrganizationMembersResponse201]:
    """Invite a member by email

     Sends an invitation: the person sees it in GET /invitations once signed in with that (verified)
    email, and joins with this role only when they accept it (`joined` stays false and they have no
    access until then). Removing the membership before that withdraws the invitation.

    Requires permission `members:manage` (roles: owner, admin).

    Args:
        body (AddMember):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostOrganizationMembersResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AddMember,
) -> ErrorEnvelope | PostOrganizationMembersResponse201 | None:
    """Invite a member by email

     Sends an invitation: the person sees it in GET /invitations once signed in with that (verified)
    email, and joins with this role only when they accept it (`joined` stays false and they have no
    access until then). Removing the membership before that withdraws the invitation.

    Requires permission `members:manage` (roles: owner, admin).

    Args:
        body (AddMember):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostOrganizationMembersResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
