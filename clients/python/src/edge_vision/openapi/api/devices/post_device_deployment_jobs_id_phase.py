from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.deployment_phase_report import DeploymentPhaseReport
from ...models.error_envelope import ErrorEnvelope
from ...models.post_device_deployment_jobs_id_phase_response_200 import (
    PostDeviceDeploymentJobsIdPhaseResponse200,
)
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: DeploymentPhaseReport,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/device/deployment-jobs/{id}/phase".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200 | None:
    if response.status_code == 200:
        response_200 = PostDeviceDeploymentJobsIdPhaseResponse200.from_dict(
            response.json()
        )

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

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

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
) -> Response[ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: DeploymentPhaseReport,
) -> Response[ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200]:
    """Report progress of one phase of a deployment job

     `phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC
    3339 timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin
    of the same organization (with `device_id`). A repeated report is recorded once and answered the
    same way.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        id (str): The deployment job id the device got in its check-in response
        body (DeploymentPhaseReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: DeploymentPhaseReport,
) -> ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200 | None:
    """Report progress of one phase of a deployment job

     `phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC
    3339 timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin
    of the same organization (with `device_id`). A repeated report is recorded once and answered the
    same way.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        id (str): The deployment job id the device got in its check-in response
        body (DeploymentPhaseReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: DeploymentPhaseReport,
) -> Response[ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200]:
    """Report progress of one phase of a deployment job

     `phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC
    3339 timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin
    of the same organization (with `device_id`). A repeated report is recorded once and answered the
    same way.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        id (str): The deployment job id the device got in its check-in response
        body (DeploymentPhaseReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: DeploymentPhaseReport,
) -> ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200 | None:
    """Report progress of one phase of a deployment job

     `phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC
    3339 timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin
    of the same organization (with `device_id`). A repeated report is recorded once and answered the
    same way.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        id (str): The deployment job id the device got in its check-in response
        body (DeploymentPhaseReport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostDeviceDeploymentJobsIdPhaseResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
