"""Typed errors for the API's error codes (the spec's error table).

Every error response is the envelope ``{success: false, data: null, error: {code, message, details}}``;
``raise_for_envelope`` turns it into the subclass of ``ApiError`` named after its code, so callers
catch ``NotFoundError`` rather than comparing strings.
"""

from __future__ import annotations

import json
from typing import Any


class EdgeVisionError(Exception):
    """Anything this package raises on purpose."""


class ApiError(EdgeVisionError):
    """The API answered with an error envelope (or, for a broken proxy, without one)."""

    code = "UNKNOWN_ERROR"

    def __init__(self, status: int, code: str, message: str, details: str = "", retry_after: int | None = None):
        super().__init__(f"{code}: {message}" + (f" ({details})" if details else ""))
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.retry_after = retry_after


class ValidationError(ApiError):
    code = "VALIDATION_ERROR"


class UnauthorizedError(ApiError):
    code = "UNAUTHORIZED"


class InvalidTokenError(ApiError):
    code = "INVALID_TOKEN"


class ForbiddenError(ApiError):
    code = "FORBIDDEN"


class NotFoundError(ApiError):
    code = "NOT_FOUND"


class ConflictError(ApiError):
    code = "CONFLICT"


class DeviceExistsError(ConflictError):
    code = "DEVICE_EXISTS"


class PayloadTooLargeError(ApiError):
    code = "PAYLOAD_TOO_LARGE"


class UnsupportedMediaTypeError(ApiError):
    code = "UNSUPPORTED_MEDIA_TYPE"


class RateLimitedError(ApiError):
    code = "RATE_LIMITED"


class RequestHeadersTooLargeError(ApiError):
    code = "REQUEST_HEADERS_TOO_LARGE"


class InternalError(ApiError):
    code = "INTERNAL_ERROR"


class ServiceUnavailableError(ApiError):
    code = "SERVICE_UNAVAILABLE"


ERRORS_BY_CODE: dict[str, type[ApiError]] = {
    cls.code: cls
    for cls in (
        ValidationError,
        UnauthorizedError,
        InvalidTokenError,
        ForbiddenError,
        NotFoundError,
        ConflictError,
        DeviceExistsError,
        PayloadTooLargeError,
        UnsupportedMediaTypeError,
        RateLimitedError,
        RequestHeadersTooLargeError,
        InternalError,
        ServiceUnavailableError,
    )
}

#: What to do next, for the CLI's messages.
HINTS: dict[str, str] = {
    "UNAUTHORIZED": "Sign in again with `edge-vision login`.",
    "FORBIDDEN": "Your role in this organization lacks the permission; ask an owner or admin.",
    "NOT_FOUND": "Check the id (resources of other organizations are reported as not found).",
    "VALIDATION_ERROR": "Fix the field named above and try again.",
    "RATE_LIMITED": "Wait and try again.",
    "SERVICE_UNAVAILABLE": "A backing service is down; nothing was written. Try again later.",
    "PAYLOAD_TOO_LARGE": "The file is over the API's upload limit.",
    "UNSUPPORTED_MEDIA_TYPE": "Only JPEG, PNG and WebP images are accepted.",
}


class AuthError(EdgeVisionError):
    """Signing in failed, or no usable credentials are stored."""


class JobFailedError(EdgeVisionError):
    """A job the client waited for ended as failed."""

    def __init__(self, job: Any, message: str):
        super().__init__(message)
        self.job = job


def error_from_response(status: int, content: bytes, headers: Any = None) -> ApiError:
    """The typed error for an HTTP error answer."""
    code, message, details = "UNKNOWN_ERROR", f"HTTP {status}", ""
    try:
        body = json.loads(content)
        err = body.get("error") or {}
        code = str(err.get("code") or code)
        message = str(err.get("message") or message)
        details = str(err.get("details") or "")
    except (ValueError, AttributeError):
        text = content[:200].decode("utf-8", "replace").strip()
        if text:
            message = f"HTTP {status}: {text}"
    retry_after = None
    if headers is not None and headers.get("retry-after", "").isdigit():
        retry_after = int(headers["retry-after"])
    cls = ERRORS_BY_CODE.get(code, ApiError)
    return cls(status, code, message, details, retry_after)
