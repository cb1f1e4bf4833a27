from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_data_projects_id_force import (
    DeleteDataProjectsIdForce,
)
from ...models.delete_data_projects_id_response_200 import (
    DeleteDataProjectsIdResponse200,
)
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    force: DeleteDataProjectsIdForce | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_force: str | Unset = UNSET
    if not isinstance(force, Unset):
        json_force = force

    params["force"] = json_force

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/data/projects/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteDataProjectsIdResponse200 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = DeleteDataProjectsIdResponse200.from_dict(response.json())

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
) -> Response[DeleteDataProjectsIdResponse200 | ErrorEnvelope]:
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
    force: DeleteDataProjectsIdForce | Unset = UNSET,
) -> Response[DeleteDataProjectsIdResponse200 | ErrorEnvelope]:
    """Delete a project

     Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs
    permission `data:force-delete`, roles owner and admin, checked before the project is looked up).
    Batches and images stay, unassigned.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        force (DeleteDataProjectsIdForce | Unset): Delete even when dataset versions exist (they
            are deleted too)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteDataProjectsIdResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        force=force,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    force: DeleteDataProjectsIdForce | Unset = UNSET,
) -> DeleteDataProjectsIdResponse200 | ErrorEnvelope | None:
    """Delete a project

     Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs
    permission `data:force-delete`, roles owner and admin, checked before the project is looked up).
    Batches and images stay, unassigned.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        force (DeleteDataProjectsIdForce | Unset): Delete even when dataset versions exist (they
            are deleted too)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteDataProjectsIdResponse200 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        force=force,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    force: DeleteDataProjectsIdForce | Unset = UNSET,
) -> Response[DeleteDataProjectsIdResponse200 | ErrorEnvelope]:
    """Delete a project

     Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs
    permission `data:force-delete`, roles owner and admin, checked before the project is looked up).
    Batches and images stay, unassigned.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        force (DeleteDataProjectsIdForce | Unset): Delete even when dataset versions exist (they
            are deleted too)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteDataProjectsIdResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        force=force,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    force: DeleteDataProjectsIdForce | Unset = UNSET,
) -> DeleteDataProjectsIdResponse200 | ErrorEnvelope | None:
    """Delete a project

     Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs
    permission `data:force-delete`, roles owner and admin, checked before the project is looked up).
    Batches and images stay, unassigned.

    Requires permission `data:write` (roles: owner, admin, member).

    Args:
        id (int): Resource id
        force (DeleteDataProjectsIdForce | Unset): Delete even when dataset versions exist (they
            are deleted too)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteDataProjectsIdResponse200 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            force=force,
        )
    ).parsed
