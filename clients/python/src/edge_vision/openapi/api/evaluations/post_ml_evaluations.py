from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_evaluation import CreateEvaluation
from ...models.error_envelope import ErrorEnvelope
from ...models.post_ml_evaluations_response_201 import PostMlEvaluationsResponse201
from ...types import Response


def _get_kwargs(
    *,
    body: CreateEvaluation,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/ml/evaluations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PostMlEvaluationsResponse201 | None:
    if response.status_code == 201:
        response_201 = PostMlEvaluationsResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PostMlEvaluationsResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluation,
) -> Response[ErrorEnvelope | PostMlEvaluationsResponse201]:
    """Evaluate a model version on a dataset version's split

     Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the
    test split is empty) and the API computes every figure from what it saw (per-class precision,
    recall, AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1
    curves). Without a configured Kubernetes cluster the call answers 503 and writes nothing. An
    organization runs at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (CreateEvaluation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlEvaluationsResponse201]
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
    body: CreateEvaluation,
) -> ErrorEnvelope | PostMlEvaluationsResponse201 | None:
    """Evaluate a model version on a dataset version's split

     Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the
    test split is empty) and the API computes every figure from what it saw (per-class precision,
    recall, AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1
    curves). Without a configured Kubernetes cluster the call answers 503 and writes nothing. An
    organization runs at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (CreateEvaluation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlEvaluationsResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluation,
) -> Response[ErrorEnvelope | PostMlEvaluationsResponse201]:
    """Evaluate a model version on a dataset version's split

     Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the
    test split is empty) and the API computes every figure from what it saw (per-class precision,
    recall, AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1
    curves). Without a configured Kubernetes cluster the call answers 503 and writes nothing. An
    organization runs at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (CreateEvaluation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PostMlEvaluationsResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluation,
) -> ErrorEnvelope | PostMlEvaluationsResponse201 | None:
    """Evaluate a model version on a dataset version's split

     Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the
    test split is empty) and the API computes every figure from what it saw (per-class precision,
    recall, AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1
    curves). Without a configured Kubernetes cluster the call answers 503 and writes nothing. An
    organization runs at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).

    Requires permission `ml:run` (roles: owner, admin, member).

    Args:
        body (CreateEvaluation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PostMlEvaluationsResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
