from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_internal_operator_evaluation_jobs_sync_body import (
    PostInternalOperatorEvaluationJobsSyncBody,
)
from ...models.post_internal_operator_evaluation_jobs_sync_response_200 import (
    PostInternalOperatorEvaluationJobsSyncResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: PostInternalOperatorEvaluationJobsSyncBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/operator/evaluation-jobs/sync",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200 | None:
    if response.status_code == 200:
        response_200 = PostInternalOperatorEvaluationJobsSyncResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

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
) -> Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PostInternalOperatorEvaluationJobsSyncBody,
) -> Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200]:
    """Operator: the record of a resource (created for kubectl-made resources)

    Args:
        body (PostInternalOperatorEvaluationJobsSyncBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200]
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
    body: PostInternalOperatorEvaluationJobsSyncBody,
) -> ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200 | None:
    """Operator: the record of a resource (created for kubectl-made resources)

    Args:
        body (PostInternalOperatorEvaluationJobsSyncBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PostInternalOperatorEvaluationJobsSyncBody,
) -> Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200]:
    """Operator: the record of a resource (created for kubectl-made resources)

    Args:
        body (PostInternalOperatorEvaluationJobsSyncBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PostInternalOperatorEvaluationJobsSyncBody,
) -> ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200 | None:
    """Operator: the record of a resource (created for kubectl-made resources)

    Args:
        body (PostInternalOperatorEvaluationJobsSyncBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalOperatorEvaluationJobsSyncResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
