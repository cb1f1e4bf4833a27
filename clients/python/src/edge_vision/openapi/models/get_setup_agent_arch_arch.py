from typing import Literal

GetSetupAgentArchArch = Literal["arm64", "x64"]

GET_SETUP_AGENT_ARCH_ARCH_VALUES: set[GetSetupAgentArchArch] = {
    "arm64",
    "x64",
}


def check_get_setup_agent_arch_arch(value: str) -> GetSetupAgentArchArch:
    if value in GET_SETUP_AGENT_ARCH_ARCH_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_SETUP_AGENT_ARCH_ARCH_VALUES!r}"
    )
