from typing import Literal

GetReadyzResponse200DataChecksAdditionalProperty = Literal["ok"]

GET_READYZ_RESPONSE_200_DATA_CHECKS_ADDITIONAL_PROPERTY_VALUES: set[
    GetReadyzResponse200DataChecksAdditionalProperty
] = {
    "ok",
}


def check_get_readyz_response_200_data_checks_additional_property(
    value: str,
) -> GetReadyzResponse200DataChecksAdditionalProperty:
    if value in GET_READYZ_RESPONSE_200_DATA_CHECKS_ADDITIONAL_PROPERTY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_READYZ_RESPONSE_200_DATA_CHECKS_ADDITIONAL_PROPERTY_VALUES!r}"
    )
