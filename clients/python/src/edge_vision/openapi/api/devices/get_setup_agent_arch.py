from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_setup_agent_arch_arch import (
    GetSetupAgentArchArch,
)
from ...types import Response


def _get_kwargs(
    arch: GetSetupAgentArchArch,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/setup/agent/{arch}".format(
            arch=quote(str(arch), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | None:
    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 431:
        response_431 = ErrorEnvelope.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = ErrorEnvelope.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    arch: GetSetupAgentArchArch,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorEnvelope]:
    """The edge agent for Linux on one architecture (tar.gz, public)

     edge-agent/ with the bundled agent and its native modules for this architecture: run `node edge-
    agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it against
    the SHA-256 the script carries (also in the X-Content-SHA256 header).

    Args:
        arch (GetSetupAgentArchArch): x64 (x86_64) or arm64 (aarch64)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        arch=arch,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    arch: GetSetupAgentArchArch,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorEnvelope | None:
    """The edge agent for Linux on one architecture (tar.gz, public)

     edge-agent/ with the bundled agent and its native modules for this architecture: run `node edge-
    agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it against
    the SHA-256 the script carries (also in the X-Content-SHA256 header).

    Args:
        arch (GetSetupAgentArchArch): x64 (x86_64) or arm64 (aarch64)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope
    """

    return sync_detailed(
        arch=arch,
        client=client,
    ).parsed


async def asyncio_detailed(
    arch: GetSetupAgentArchArch,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorEnvelope]:
    """The edge agent for Linux on one architecture (tar.gz, public)

     edge-agent/ with the bundled agent and its native modules for this architecture: run `node edge-
    agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it against
    the SHA-256 the script carries (also in the X-Content-SHA256 header).

    Args:
        arch (GetSetupAgentArchArch): x64 (x86_64) or arm64 (aarch64)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        arch=arch,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    arch: GetSetupAgentArchArch,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorEnvelope | None:
    """The edge agent for Linux on one architecture (tar.gz, public)

     edge-agent/ with the bundled agent and its native modules for this architecture: run `node edge-
    agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it against
    the SHA-256 the script carries (also in the X-Content-SHA256 header).

    Args:
        arch (GetSetupAgentArchArch): x64 (x86_64) or arm64 (aarch64)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            arch=arch,
            client=client,
        )
    ).parsed
