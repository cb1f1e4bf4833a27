from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_ml_models_id_file_artifact import (
    GetMlModelsIdFileArtifact,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
    artifact: GetMlModelsIdFileArtifact | Unset = "onnx",
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["org"] = org

    json_exp: int | None | Unset
    if isinstance(exp, Unset):
        json_exp = UNSET
    else:
        json_exp = exp
    params["exp"] = json_exp

    params["sig"] = sig

    json_artifact: str | Unset = UNSET
    if not isinstance(artifact, Unset):
        json_artifact = artifact

    params["artifact"] = json_artifact

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ml/models/{id}/file".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | str | None:
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

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
) -> Response[ErrorEnvelope | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
    artifact: GetMlModelsIdFileArtifact | Unset = "onnx",
) -> Response[ErrorEnvelope | str]:
    """The model version's weights or ONNX file, through a signed address on the API origin

     The address comes signed from the download route above: no credentials, on the API's own origin (no
    object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an
    attachment. A forged, altered or expired address, or a file since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The file's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature
        artifact (GetMlModelsIdFileArtifact | Unset): `onnx` (what inference and deployments run)
            or `weights` (the trainer's own, to fine-tune) Default: 'onnx'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        id=id,
        org=org,
        exp=exp,
        sig=sig,
        artifact=artifact,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
    artifact: GetMlModelsIdFileArtifact | Unset = "onnx",
) -> ErrorEnvelope | str | None:
    """The model version's weights or ONNX file, through a signed address on the API origin

     The address comes signed from the download route above: no credentials, on the API's own origin (no
    object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an
    attachment. A forged, altered or expired address, or a file since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The file's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature
        artifact (GetMlModelsIdFileArtifact | Unset): `onnx` (what inference and deployments run)
            or `weights` (the trainer's own, to fine-tune) Default: 'onnx'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | str
    """

    return sync_detailed(
        id=id,
        client=client,
        org=org,
        exp=exp,
        sig=sig,
        artifact=artifact,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
    artifact: GetMlModelsIdFileArtifact | Unset = "onnx",
) -> Response[ErrorEnvelope | str]:
    """The model version's weights or ONNX file, through a signed address on the API origin

     The address comes signed from the download route above: no credentials, on the API's own origin (no
    object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an
    attachment. A forged, altered or expired address, or a file since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The file's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature
        artifact (GetMlModelsIdFileArtifact | Unset): `onnx` (what inference and deployments run)
            or `weights` (the trainer's own, to fine-tune) Default: 'onnx'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        id=id,
        org=org,
        exp=exp,
        sig=sig,
        artifact=artifact,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    org: int,
    exp: int | None | Unset = UNSET,
    sig: str,
    artifact: GetMlModelsIdFileArtifact | Unset = "onnx",
) -> ErrorEnvelope | str | None:
    """The model version's weights or ONNX file, through a signed address on the API origin

     The address comes signed from the download route above: no credentials, on the API's own origin (no
    object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an
    attachment. A forged, altered or expired address, or a file since deleted, is 404.

    Args:
        id (int): Resource id
        org (int): The file's organization
        exp (int | None | Unset): Expiry, Unix seconds
        sig (str): The signature
        artifact (GetMlModelsIdFileArtifact | Unset): `onnx` (what inference and deployments run)
            or `weights` (the trainer's own, to fine-tune) Default: 'onnx'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | str
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            org=org,
            exp=exp,
            sig=sig,
            artifact=artifact,
        )
    ).parsed
