"""Edge Vision Platform client: ``EdgeVision`` (typed, generated from the API's OpenAPI document, plus
paging, folder uploads, dataset downloads and job waiting) and the ``edge-vision`` CLI."""

from ._version import __version__
from .client import EdgeVision
from .errors import (
    ApiError,
    AuthError,
    ConflictError,
    DeviceExistsError,
    EdgeVisionError,
    ForbiddenError,
    InternalError,
    InvalidTokenError,
    JobFailedError,
    NotFoundError,
    PayloadTooLargeError,
    RateLimitedError,
    ServiceUnavailableError,
    UnauthorizedError,
    UnsupportedMediaTypeError,
    ValidationError,
)
from .large_uploads import PartialUploadError

__all__ = [
    "__version__",
    "EdgeVision",
    "ApiError",
    "AuthError",
    "ConflictError",
    "DeviceExistsError",
    "EdgeVisionError",
    "ForbiddenError",
    "InternalError",
    "InvalidTokenError",
    "JobFailedError",
    "NotFoundError",
    "PartialUploadError",
    "PayloadTooLargeError",
    "RateLimitedError",
    "ServiceUnavailableError",
    "UnauthorizedError",
    "UnsupportedMediaTypeError",
    "ValidationError",
]
