from typing import Literal

WorkloadReportOutcomeStatus = Literal["cancelled", "failed", "succeeded"]

WORKLOAD_REPORT_OUTCOME_STATUS_VALUES: set[WorkloadReportOutcomeStatus] = {
    "cancelled",
    "failed",
    "succeeded",
}


def check_workload_report_outcome_status(value: str) -> WorkloadReportOutcomeStatus:
    if value in WORKLOAD_REPORT_OUTCOME_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WORKLOAD_REPORT_OUTCOME_STATUS_VALUES!r}"
    )
