from typing import Literal

GetHealthzResponse200DataStatus = Literal["ok"]

GET_HEALTHZ_RESPONSE_200_DATA_STATUS_VALUES: set[GetHealthzResponse200DataStatus] = {
    "ok",
}


def check_get_healthz_response_200_data_status(
    value: str,
) -> GetHealthzResponse200DataStatus:
    if value in GET_HEALTHZ_RESPONSE_200_DATA_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_HEALTHZ_RESPONSE_200_DATA_STATUS_VALUES!r}"
    )
