from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_deployment import CreateDeployment
from ...models.error_envelope import ErrorEnvelope
from ...models.post_ml_deployments_response_201 import PostMlDeploymentsResponse201
from ...types import Response


def _get_kwargs(
    *,
    body: CreateDeployment,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ml/deployments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostMlDeploymentsResponse201 | None:
    if response.status_code == 201:
        response_201 = PostMlDeploymentsResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostMlDeploymentsResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDeployment,
) -> Response[ErrorEnvelope | PostMlDeploymentsResponse201]:
    """Deploy an exported model to devices

     Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most
    `max_unavailable` failures) and rolls back when configured. A device with no phase report within
    `device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in
    response and report phases. A format a target cannot run (the formats its agent reports in check-
    ins; ONNX for a device that never reported them) answers 400 naming the devices. Without a
    configured cluster: 503, nothing written.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        body (CreateDeployment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlDeploymentsResponse201]
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
    body: CreateDeployment,
) -> ErrorEnvelope | PostMlDeploymentsResponse201 | None:
    """Deploy an exported model to devices

     Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most
    `max_unavailable` failures) and rolls back when configured. A device with no phase report within
    `device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in
    response and report phases. A format a target cannot run (the formats its agent reports in check-
    ins; ONNX for a device that never reported them) answers 400 naming the devices. Without a
    configured cluster: 503, nothing written.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        body (CreateDeployment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlDeploymentsResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateDeployment,
) -> Response[ErrorEnvelope | PostMlDeploymentsResponse201]:
    """Deploy an exported model to devices

     Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most
    `max_unavailable` failures) and rolls back when configured. A device with no phase report within
    `device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in
    response and report phases. A format a target cannot run (the formats its agent reports in check-
    ins; ONNX for a device that never reported them) answers 400 naming the devices. Without a
    configured cluster: 503, nothing written.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        body (CreateDeployment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlDeploymentsResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateDeployment,
) -> ErrorEnvelope | PostMlDeploymentsResponse201 | None:
    """Deploy an exported model to devices

     Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most
    `max_unavailable` failures) and rolls back when configured. A device with no phase report within
    `device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in
    response and report phases. A format a target cannot run (the formats its agent reports in check-
    ins; ONNX for a device that never reported them) answers 400 naming the devices. Without a
    configured cluster: 503, nothing written.

    Requires permission `deployments:manage` (roles: owner, admin).

    Args:
        body (CreateDeployment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlDeploymentsResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
