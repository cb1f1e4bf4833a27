from typing import Literal

AutoAnnotateRequestSamPromptSource = Literal["detector", "text"]

AUTO_ANNOTATE_REQUEST_SAM_PROMPT_SOURCE_VALUES: set[
    AutoAnnotateRequestSamPromptSource
] = {
    "detector",
    "text",
}


def check_auto_annotate_request_sam_prompt_source(
    value: str,
) -> AutoAnnotateRequestSamPromptSource:
    if value in AUTO_ANNOTATE_REQUEST_SAM_PROMPT_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUTO_ANNOTATE_REQUEST_SAM_PROMPT_SOURCE_VALUES!r}"
    )
