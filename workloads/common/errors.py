"""The ways a workload ends other than success, each with the reason a person reads on the job."""


class WorkloadError(Exception):
    """A failure with a CamelCase reason (DatasetInvalid, BaseModelUnavailable, ...) and a message."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class Cancelled(BaseException):
    """Raised in the main thread by SIGTERM (the job was cancelled or deleted).

    A BaseException so that library code catching Exception does not swallow it.
    """
