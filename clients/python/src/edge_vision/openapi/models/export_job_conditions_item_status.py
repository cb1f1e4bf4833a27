from typing import Literal

ExportJobConditionsItemStatus = Literal["False", "True", "Unknown"]

EXPORT_JOB_CONDITIONS_ITEM_STATUS_VALUES: set[ExportJobConditionsItemStatus] = {
    "False",
    "True",
    "Unknown",
}


def check_export_job_conditions_item_status(
    value: str,
) -> ExportJobConditionsItemStatus:
    if value in EXPORT_JOB_CONDITIONS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_JOB_CONDITIONS_ITEM_STATUS_VALUES!r}"
    )
