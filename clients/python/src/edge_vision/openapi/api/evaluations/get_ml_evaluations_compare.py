from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_ml_evaluations_compare_response_200 import (
    GetMlEvaluationsCompareResponse200,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    a: int,
    b: int,
    limit: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["a"] = a

    params["b"] = b

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ml/evaluations/compare",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetMlEvaluationsCompareResponse200 | None:
    if response.status_code == 200:
        response_200 = GetMlEvaluationsCompareResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetMlEvaluationsCompareResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    a: int,
    b: int,
    limit: int | Unset = 50,
) -> Response[ErrorEnvelope | GetMlEvaluationsCompareResponse200]:
    """Two evaluations of the same dataset version split, side by side

     Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the
    images where the two models made a different number of mistakes, the largest gap first. 409 when
    either has not succeeded.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        a (int): An evaluation id
        b (int): Another evaluation of the same dataset version split
        limit (int | Unset): Disagreeing images listed Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlEvaluationsCompareResponse200]
    """

    kwargs = _get_kwargs(
        a=a,
        b=b,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    a: int,
    b: int,
    limit: int | Unset = 50,
) -> ErrorEnvelope | GetMlEvaluationsCompareResponse200 | None:
    """Two evaluations of the same dataset version split, side by side

     Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the
    images where the two models made a different number of mistakes, the largest gap first. 409 when
    either has not succeeded.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        a (int): An evaluation id
        b (int): Another evaluation of the same dataset version split
        limit (int | Unset): Disagreeing images listed Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlEvaluationsCompareResponse200
    """

    return sync_detailed(
        client=client,
        a=a,
        b=b,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    a: int,
    b: int,
    limit: int | Unset = 50,
) -> Response[ErrorEnvelope | GetMlEvaluationsCompareResponse200]:
    """Two evaluations of the same dataset version split, side by side

     Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the
    images where the two models made a different number of mistakes, the largest gap first. 409 when
    either has not succeeded.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        a (int): An evaluation id
        b (int): Another evaluation of the same dataset version split
        limit (int | Unset): Disagreeing images listed Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlEvaluationsCompareResponse200]
    """

    kwargs = _get_kwargs(
        a=a,
        b=b,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    a: int,
    b: int,
    limit: int | Unset = 50,
) -> ErrorEnvelope | GetMlEvaluationsCompareResponse200 | None:
    """Two evaluations of the same dataset version split, side by side

     Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the
    images where the two models made a different number of mistakes, the largest gap first. 409 when
    either has not succeeded.

    Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        a (int): An evaluation id
        b (int): Another evaluation of the same dataset version split
        limit (int | Unset): Disagreeing images listed Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlEvaluationsCompareResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            a=a,
            b=b,
            limit=limit,
        )
    ).parsed
