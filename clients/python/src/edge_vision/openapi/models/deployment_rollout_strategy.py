from typing import Literal

DeploymentRolloutStrategy = Literal["all", "batched"]

DEPLOYMENT_ROLLOUT_STRATEGY_VALUES: set[DeploymentRolloutStrategy] = {
    "all",
    "batched",
}


def check_deployment_rollout_strategy(value: str) -> DeploymentRolloutStrategy:
    if value in DEPLOYMENT_ROLLOUT_STRATEGY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEPLOYMENT_ROLLOUT_STRATEGY_VALUES!r}"
    )
