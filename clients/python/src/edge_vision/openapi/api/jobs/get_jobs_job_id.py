from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_jobs_job_id_response_200 import GetJobsJobIdResponse200
from ...types import Response


def _get_kwargs(
    job_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/jobs/{job_id}".format(
            job_id=quote(str(job_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetJobsJobIdResponse200 | None:
    if response.status_code == 200:
        response_200 = GetJobsJobIdResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetJobsJobIdResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetJobsJobIdResponse200]:
    """An asynchronous job (export or import): status, progress, result or error

     `type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose
    `download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read;
    `dataset_import` carries an ImportResult (images and annotations added, duplicates skipped, classes
    added). A job whose API process died is resumed by another (or the restarted) API process once its
    heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`,
    never left `running`.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        job_id (str): The job id (a UUID)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetJobsJobIdResponse200]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetJobsJobIdResponse200 | None:
    """An asynchronous job (export or import): status, progress, result or error

     `type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose
    `download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read;
    `dataset_import` carries an ImportResult (images and annotations added, duplicates skipped, classes
    added). A job whose API process died is resumed by another (or the restarted) API process once its
    heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`,
    never left `running`.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        job_id (str): The job id (a UUID)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetJobsJobIdResponse200
    """

    return sync_detailed(
        job_id=job_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetJobsJobIdResponse200]:
    """An asynchronous job (export or import): status, progress, result or error

     `type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose
    `download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read;
    `dataset_import` carries an ImportResult (images and annotations added, duplicates skipped, classes
    added). A job whose API process died is resumed by another (or the restarted) API process once its
    heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`,
    never left `running`.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        job_id (str): The job id (a UUID)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetJobsJobIdResponse200]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetJobsJobIdResponse200 | None:
    """An asynchronous job (export or import): status, progress, result or error

     `type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose
    `download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read;
    `dataset_import` carries an ImportResult (images and annotations added, duplicates skipped, classes
    added). A job whose API process died is resumed by another (or the restarted) API process once its
    heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`,
    never left `running`.

    Requires permission `data:read` (roles: owner, admin, member, viewer).

    Args:
        job_id (str): The job id (a UUID)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetJobsJobIdResponse200
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
        )
    ).parsed
