from typing import Literal

PostDataDatasetsVersionsIdExportFormat = Literal[
    "classification", "coco", "cvat", "voc", "yolo"
]

POST_DATA_DATASETS_VERSIONS_ID_EXPORT_FORMAT_VALUES: set[
    PostDataDatasetsVersionsIdExportFormat
] = {
    "classification",
    "coco",
    "cvat",
    "voc",
    "yolo",
}


def check_post_data_datasets_versions_id_export_format(
    value: str,
) -> PostDataDatasetsVersionsIdExportFormat:
    if value in POST_DATA_DATASETS_VERSIONS_ID_EXPORT_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_DATA_DATASETS_VERSIONS_ID_EXPORT_FORMAT_VALUES!r}"
    )
