from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.post_internal_operator_evaluation_jobs_organization_id_record_id_release_response_200 import (
    PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200,
)
from ...types import Response


def _get_kwargs(
    organization_id: int,
    record_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/operator/evaluation-jobs/{organization_id}/{record_id}/release".format(
            organization_id=quote(str(organization_id), safe=""),
            record_id=quote(str(record_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
    | None
):
    if response.status_code == 200:
        response_200 = PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200.from_dict(
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
) -> Response[
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organization_id: int,
    record_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
]:
    """Operator: the resource is being deleted (finalizer)

    Args:
        organization_id (int):
        record_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        record_id=record_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    organization_id: int,
    record_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
    | None
):
    """Operator: the resource is being deleted (finalizer)

    Args:
        organization_id (int):
        record_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
    """

    return sync_detailed(
        organization_id=organization_id,
        record_id=record_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    organization_id: int,
    record_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
]:
    """Operator: the resource is being deleted (finalizer)

    Args:
        organization_id (int):
        record_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        record_id=record_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    organization_id: int,
    record_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    ErrorEnvelope
    | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
    | None
):
    """Operator: the resource is being deleted (finalizer)

    Args:
        organization_id (int):
        record_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostInternalOperatorEvaluationJobsOrganizationIdRecordIdReleaseResponse200
    """

    return (
        await asyncio_detailed(
            organization_id=organization_id,
            record_id=record_id,
            client=client,
        )
    ).parsed
