from typing import Literal

CreateDeploymentRolloutStrategy = Literal["all", "batched"]

CREATE_DEPLOYMENT_ROLLOUT_STRATEGY_VALUES: set[CreateDeploymentRolloutStrategy] = {
    "all",
    "batched",
}


def check_create_deployment_rollout_strategy(
    value: str,
) -> CreateDeploymentRolloutStrategy:
    if value in CREATE_DEPLOYMENT_ROLLOUT_STRATEGY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_DEPLOYMENT_ROLLOUT_STRATEGY_VALUES!r}"
    )
