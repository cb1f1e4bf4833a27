from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_ml_evaluations_response_200 import GetMlEvaluationsResponse200
from ...models.job_phase import JobPhase
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    project_id: int | Unset = UNSET,
    phase: JobPhase | Unset = UNSET,
    model_version_id: int | Unset = UNSET,
    dataset_version_id: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["per_page"] = per_page

    params["project_id"] = project_id

    json_phase: str | Unset = UNSET
    if not isinstance(phase, Unset):
        json_phase = phase

    params["phase"] = json_phase

    params["model_version_id"] = model_version_id

    params["dataset_version_id"] = dataset_version_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ml/evaluations",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetMlEvaluationsResponse200 | None:
    if response.status_code == 200:
        response_200 = GetMlEvaluationsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetMlEvaluationsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    project_id: int | Unset = UNSET,
    phase: JobPhase | Unset = UNSET,
    model_version_id: int | Unset = UNSET,
    dataset_version_id: int | Unset = UNSET,
) -> Response[ErrorEnvelope | GetMlEvaluationsResponse200]:
    """List evaluations, newest first (without their figures)

     Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        project_id (int | Unset):
        phase (JobPhase | Unset): Pending -> Running -> Succeeded | Failed; Cancelled when
            cancelled or deleted early
        model_version_id (int | Unset): Only this model version's
        dataset_version_id (int | Unset): Only those scored on this dataset version

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlEvaluationsResponse200]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        project_id=project_id,
        phase=phase,
        model_version_id=model_version_id,
        dataset_version_id=dataset_version_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    project_id: int | Unset = UNSET,
    phase: JobPhase | Unset = UNSET,
    model_version_id: int | Unset = UNSET,
    dataset_version_id: int | Unset = UNSET,
) -> ErrorEnvelope | GetMlEvaluationsResponse200 | None:
    """List evaluations, newest first (without their figures)

     Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        project_id (int | Unset):
        phase (JobPhase | Unset): Pending -> Running -> Succeeded | Failed; Cancelled when
            cancelled or deleted early
        model_version_id (int | Unset): Only this model version's
        dataset_version_id (int | Unset): Only those scored on this dataset version

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlEvaluationsResponse200
    """

    return sync_detailed(
        client=client,
        page=page,
        per_page=per_page,
        project_id=project_id,
        phase=phase,
        model_version_id=model_version_id,
        dataset_version_id=dataset_version_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    project_id: int | Unset = UNSET,
    phase: JobPhase | Unset = UNSET,
    model_version_id: int | Unset = UNSET,
    dataset_version_id: int | Unset = UNSET,
) -> Response[ErrorEnvelope | GetMlEvaluationsResponse200]:
    """List evaluations, newest first (without their figures)

     Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        project_id (int | Unset):
        phase (JobPhase | Unset): Pending -> Running -> Succeeded | Failed; Cancelled when
            cancelled or deleted early
        model_version_id (int | Unset): Only this model version's
        dataset_version_id (int | Unset): Only those scored on this dataset version

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetMlEvaluationsResponse200]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        project_id=project_id,
        phase=phase,
        model_version_id=model_version_id,
        dataset_version_id=dataset_version_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    per_page: int | Unset = 20,
    project_id: int | Unset = UNSET,
    phase: JobPhase | Unset = UNSET,
    model_version_id: int | Unset = UNSET,
    dataset_version_id: int | Unset = UNSET,
) -> ErrorEnvelope | GetMlEvaluationsResponse200 | None:
    """List evaluations, newest first (without their figures)

     Requires permission `ml:read` (roles: owner, admin, member, viewer).

    Args:
        page (int | Unset): Page number, from 1 Default: 1.
        per_page (int | Unset): Items per page, 1 to 100 Default: 20.
        project_id (int | Unset):
        phase (JobPhase | Unset): Pending -> Running -> Succeeded | Failed; Cancelled when
            cancelled or deleted early
        model_version_id (int | Unset): Only this model version's
        dataset_version_id (int | Unset): Only those scored on this dataset version

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetMlEvaluationsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            per_page=per_page,
            project_id=project_id,
            phase=phase,
            model_version_id=model_version_id,
            dataset_version_id=dataset_version_id,
        )
    ).parsed
