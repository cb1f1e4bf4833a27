from typing import Literal

GetReadyzResponse200DataStatus = Literal["ready"]

GET_READYZ_RESPONSE_200_DATA_STATUS_VALUES: set[GetReadyzResponse200DataStatus] = {
    "ready",
}


def check_get_readyz_response_200_data_status(
    value: str,
) -> GetReadyzResponse200DataStatus:
    if value in GET_READYZ_RESPONSE_200_DATA_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_READYZ_RESPONSE_200_DATA_STATUS_VALUES!r}"
    )
