"""Contains all the data models used in inputs/outputs"""

from .add_member import AddMember
from .alert import Alert
from .alert_annotations_item import AlertAnnotationsItem
from .alert_ingest_result import AlertIngestResult
from .alert_labels_item import AlertLabelsItem
from .alert_status import AlertStatus
from .alertmanager_alert import AlertmanagerAlert
from .alertmanager_alert_annotations import AlertmanagerAlertAnnotations
from .alertmanager_alert_labels import AlertmanagerAlertLabels
from .alertmanager_alert_status import AlertmanagerAlertStatus
from .alertmanager_webhook import AlertmanagerWebhook
from .alertmanager_webhook_common_annotations import (
    AlertmanagerWebhookCommonAnnotations,
)
from .alertmanager_webhook_common_labels import AlertmanagerWebhookCommonLabels
from .alertmanager_webhook_group_labels import AlertmanagerWebhookGroupLabels
from .alertmanager_webhook_status import AlertmanagerWebhookStatus
from .alertmanager_webhook_version import AlertmanagerWebhookVersion
from .annotation import Annotation
from .annotation_source import AnnotationSource
from .annotation_type import AnnotationType
from .api_key import ApiKey
from .api_key_role import ApiKeyRole
from .api_key_status import ApiKeyStatus
from .async_job import AsyncJob
from .async_job_format import AsyncJobFormat
from .async_job_response import AsyncJobResponse
from .async_job_status import AsyncJobStatus
from .async_job_type import AsyncJobType
from .auto_annotate_request import AutoAnnotateRequest
from .auto_annotate_request_model_type import AutoAnnotateRequestModelType
from .auto_annotate_request_sam_prompt_source import AutoAnnotateRequestSamPromptSource
from .batch import Batch
from .batch_closed_reason_type_1 import BatchClosedReasonType1
from .batch_closed_reason_type_2_type_1 import BatchClosedReasonType2Type1
from .batch_closed_reason_type_3_type_1 import BatchClosedReasonType3Type1
from .batch_split_summary import BatchSplitSummary
from .batch_split_summary_class_distribution import BatchSplitSummaryClassDistribution
from .batch_split_summary_locked_counts import BatchSplitSummaryLockedCounts
from .batch_split_summary_split_counts import BatchSplitSummarySplitCounts
from .batch_stage import BatchStage
from .bulk_annotation import BulkAnnotation
from .bulk_annotation_source import BulkAnnotationSource
from .bulk_annotation_type import BulkAnnotationType
from .bulk_annotations import BulkAnnotations
from .bulk_annotations_items_item import BulkAnnotationsItemsItem
from .bulk_annotations_items_item_mode import BulkAnnotationsItemsItemMode
from .bulk_annotations_result import BulkAnnotationsResult
from .bulk_item_error import BulkItemError
from .bulk_item_error_code import BulkItemErrorCode
from .bulk_written import BulkWritten
from .checkin import Checkin
from .checkin_metrics import CheckinMetrics
from .checkin_model_formats_item import CheckinModelFormatsItem
from .checkin_reply import CheckinReply
from .checkin_reply_deployments_item import CheckinReplyDeploymentsItem
from .console_config import ConsoleConfig
from .container_action_result import ContainerActionResult
from .container_action_result_action import ContainerActionResultAction
from .container_audit_entry import ContainerAuditEntry
from .container_audit_entry_action import ContainerAuditEntryAction
from .container_audit_entry_outcome import ContainerAuditEntryOutcome
from .container_audit_entry_user import ContainerAuditEntryUser
from .container_logs import ContainerLogs
from .container_logs_lines_item import ContainerLogsLinesItem
from .container_logs_lines_item_stream import ContainerLogsLinesItemStream
from .create_annotation import CreateAnnotation
from .create_annotation_source import CreateAnnotationSource
from .create_annotation_type import CreateAnnotationType
from .create_api_key import CreateApiKey
from .create_api_key_role import CreateApiKeyRole
from .create_dataset_version import CreateDatasetVersion
from .create_deployment import CreateDeployment
from .create_deployment_format import CreateDeploymentFormat
from .create_deployment_match_labels import CreateDeploymentMatchLabels
from .create_deployment_rollout import CreateDeploymentRollout
from .create_deployment_rollout_strategy import CreateDeploymentRolloutStrategy
from .create_evaluation import CreateEvaluation
from .create_evaluation_split import CreateEvaluationSplit
from .create_export_job import CreateExportJob
from .create_export_job_format import CreateExportJobFormat
from .create_export_job_precision import CreateExportJobPrecision
from .create_inference_request import CreateInferenceRequest
from .create_large_upload import CreateLargeUpload
from .create_project import CreateProject
from .create_project_project_type import CreateProjectProjectType
from .create_provisioning_token import CreateProvisioningToken
from .create_training_job import CreateTrainingJob
from .create_training_job_hyperparameters import CreateTrainingJobHyperparameters
from .create_training_job_resources import CreateTrainingJobResources
from .created_api_key import CreatedApiKey
from .created_api_key_role import CreatedApiKeyRole
from .created_api_key_status import CreatedApiKeyStatus
from .created_provisioning_token import CreatedProvisioningToken
from .created_provisioning_token_status import CreatedProvisioningTokenStatus
from .dataset_class_distribution import DatasetClassDistribution
from .dataset_class_distribution_annotations import DatasetClassDistributionAnnotations
from .dataset_class_distribution_images import DatasetClassDistributionImages
from .dataset_split_counts import DatasetSplitCounts
from .dataset_version import DatasetVersion
from .dataset_version_list_item import DatasetVersionListItem
from .dataset_version_split_ratios import DatasetVersionSplitRatios
from .delete_core_devices_id_response_200 import DeleteCoreDevicesIdResponse200
from .delete_data_annotations_id_response_200 import DeleteDataAnnotationsIdResponse200
from .delete_data_images_id_response_200 import DeleteDataImagesIdResponse200
from .delete_data_large_uploads_id_response_200 import (
    DeleteDataLargeUploadsIdResponse200,
)
from .delete_data_large_uploads_id_response_200_data import (
    DeleteDataLargeUploadsIdResponse200Data,
)
from .delete_data_projects_id_force import DeleteDataProjectsIdForce
from .delete_data_projects_id_response_200 import DeleteDataProjectsIdResponse200
from .delete_organization_api_keys_id_response_200 import (
    DeleteOrganizationApiKeysIdResponse200,
)
from .delete_organization_members_id_response_200 import (
    DeleteOrganizationMembersIdResponse200,
)
from .delete_provisioning_tokens_id_response_200 import (
    DeleteProvisioningTokensIdResponse200,
)
from .deleted import Deleted
from .deployment import Deployment
from .deployment_created_via import DeploymentCreatedVia
from .deployment_devices_item import DeploymentDevicesItem
from .deployment_devices_item_state import DeploymentDevicesItemState
from .deployment_format import DeploymentFormat
from .deployment_phase import DeploymentPhase
from .deployment_phase_report import DeploymentPhaseReport
from .deployment_phase_report_error import DeploymentPhaseReportError
from .deployment_phase_report_phase import DeploymentPhaseReportPhase
from .deployment_phase_report_status import DeploymentPhaseReportStatus
from .deployment_resource import DeploymentResource
from .deployment_rollout import DeploymentRollout
from .deployment_rollout_strategy import DeploymentRolloutStrategy
from .deployment_targets import DeploymentTargets
from .deployment_targets_match_labels_type_0 import DeploymentTargetsMatchLabelsType0
from .device import Device
from .device_approval_status import DeviceApprovalStatus
from .device_container import DeviceContainer
from .device_container_labels import DeviceContainerLabels
from .device_labels import DeviceLabels
from .download import Download
from .error_envelope import ErrorEnvelope
from .error_envelope_error import ErrorEnvelopeError
from .evaluation import Evaluation
from .evaluation_comparison import EvaluationComparison
from .evaluation_comparison_confidence_threshold import (
    EvaluationComparisonConfidenceThreshold,
)
from .evaluation_comparison_confusion_type_0 import EvaluationComparisonConfusionType0
from .evaluation_comparison_disagreements_item import (
    EvaluationComparisonDisagreementsItem,
)
from .evaluation_comparison_overall import EvaluationComparisonOverall
from .evaluation_comparison_overall_additional_property import (
    EvaluationComparisonOverallAdditionalProperty,
)
from .evaluation_comparison_per_class_item import EvaluationComparisonPerClassItem
from .evaluation_comparison_per_class_item_ap_50 import (
    EvaluationComparisonPerClassItemAp50,
)
from .evaluation_comparison_per_class_item_ap_5095 import (
    EvaluationComparisonPerClassItemAp5095,
)
from .evaluation_comparison_per_class_item_mask_ap_50 import (
    EvaluationComparisonPerClassItemMaskAp50,
)
from .evaluation_comparison_per_class_item_mask_ap_5095 import (
    EvaluationComparisonPerClassItemMaskAp5095,
)
from .evaluation_comparison_per_class_item_precision import (
    EvaluationComparisonPerClassItemPrecision,
)
from .evaluation_comparison_per_class_item_recall import (
    EvaluationComparisonPerClassItemRecall,
)
from .evaluation_comparison_per_class_item_support import (
    EvaluationComparisonPerClassItemSupport,
)
from .evaluation_conditions_item import EvaluationConditionsItem
from .evaluation_conditions_item_status import EvaluationConditionsItemStatus
from .evaluation_created_via import EvaluationCreatedVia
from .evaluation_figures_type_0 import EvaluationFiguresType0
from .evaluation_figures_type_0_confusion import EvaluationFiguresType0Confusion
from .evaluation_figures_type_0_confusion_cells import (
    EvaluationFiguresType0ConfusionCells,
)
from .evaluation_figures_type_0_confusion_per_class_item import (
    EvaluationFiguresType0ConfusionPerClassItem,
)
from .evaluation_figures_type_0_image_errors_item import (
    EvaluationFiguresType0ImageErrorsItem,
)
from .evaluation_figures_type_0_per_class_item import EvaluationFiguresType0PerClassItem
from .evaluation_figures_type_0_pr_curves_item import EvaluationFiguresType0PrCurvesItem
from .evaluation_figures_type_0_task import EvaluationFiguresType0Task
from .evaluation_figures_type_0f1_curve_item import EvaluationFiguresType0F1CurveItem
from .evaluation_metrics import EvaluationMetrics
from .evaluation_overall import EvaluationOverall
from .evaluation_resource import EvaluationResource
from .evaluation_split import EvaluationSplit
from .evaluation_summary import EvaluationSummary
from .evaluation_summary_conditions_item import EvaluationSummaryConditionsItem
from .evaluation_summary_conditions_item_status import (
    EvaluationSummaryConditionsItemStatus,
)
from .evaluation_summary_created_via import EvaluationSummaryCreatedVia
from .evaluation_summary_metrics import EvaluationSummaryMetrics
from .evaluation_summary_resource import EvaluationSummaryResource
from .evaluation_summary_split import EvaluationSummarySplit
from .export_format_options_item import ExportFormatOptionsItem
from .export_format_options_item_format import ExportFormatOptionsItemFormat
from .export_format_options_item_precisions_item import (
    ExportFormatOptionsItemPrecisionsItem,
)
from .export_job import ExportJob
from .export_job_conditions_item import ExportJobConditionsItem
from .export_job_conditions_item_status import ExportJobConditionsItemStatus
from .export_job_created_via import ExportJobCreatedVia
from .export_job_format import ExportJobFormat
from .export_job_metrics import ExportJobMetrics
from .export_job_precision import ExportJobPrecision
from .export_job_resource import ExportJobResource
from .export_result import ExportResult
from .get_console_config_response_200 import GetConsoleConfigResponse200
from .get_core_devices_id_checkins_response_200 import (
    GetCoreDevicesIdCheckinsResponse200,
)
from .get_core_devices_id_container_audit_response_200 import (
    GetCoreDevicesIdContainerAuditResponse200,
)
from .get_core_devices_id_containers_container_logs_response_200 import (
    GetCoreDevicesIdContainersContainerLogsResponse200,
)
from .get_core_devices_id_containers_container_logs_timestamps import (
    GetCoreDevicesIdContainersContainerLogsTimestamps,
)
from .get_core_devices_id_containers_response_200 import (
    GetCoreDevicesIdContainersResponse200,
)
from .get_core_devices_id_response_200 import GetCoreDevicesIdResponse200
from .get_core_devices_online import GetCoreDevicesOnline
from .get_core_devices_response_200 import GetCoreDevicesResponse200
from .get_data_annotations_response_200 import GetDataAnnotationsResponse200
from .get_data_batches_id_images_split_summary_annotation_status import (
    GetDataBatchesIdImagesSplitSummaryAnnotationStatus,
)
from .get_data_batches_id_images_split_summary_response_200 import (
    GetDataBatchesIdImagesSplitSummaryResponse200,
)
from .get_data_batches_id_response_200 import GetDataBatchesIdResponse200
from .get_data_batches_response_200 import GetDataBatchesResponse200
from .get_data_datasets_id_class_distribution_response_200 import (
    GetDataDatasetsIdClassDistributionResponse200,
)
from .get_data_datasets_id_response_200 import GetDataDatasetsIdResponse200
from .get_data_datasets_response_200 import GetDataDatasetsResponse200
from .get_data_images_annotation_status import GetDataImagesAnnotationStatus
from .get_data_images_batch_stage import GetDataImagesBatchStage
from .get_data_images_id_include_annotations import GetDataImagesIdIncludeAnnotations
from .get_data_images_id_include_url import GetDataImagesIdIncludeUrl
from .get_data_images_id_response_200 import GetDataImagesIdResponse200
from .get_data_images_include_annotations import GetDataImagesIncludeAnnotations
from .get_data_images_include_url import GetDataImagesIncludeUrl
from .get_data_images_order import GetDataImagesOrder
from .get_data_images_project_id_type_0 import GetDataImagesProjectIdType0
from .get_data_images_response_200 import GetDataImagesResponse200
from .get_data_images_sort import GetDataImagesSort
from .get_data_images_split import GetDataImagesSplit
from .get_data_large_uploads_id_response_200 import GetDataLargeUploadsIdResponse200
from .get_data_projects_id_datasets_versions_response_200 import (
    GetDataProjectsIdDatasetsVersionsResponse200,
)
from .get_data_projects_id_response_200 import GetDataProjectsIdResponse200
from .get_data_projects_response_200 import GetDataProjectsResponse200
from .get_device_self_response_200 import GetDeviceSelfResponse200
from .get_healthz_response_200 import GetHealthzResponse200
from .get_healthz_response_200_data import GetHealthzResponse200Data
from .get_healthz_response_200_data_status import GetHealthzResponse200DataStatus
from .get_images_id_url_response_200 import GetImagesIdUrlResponse200
from .get_invitations_response_200 import GetInvitationsResponse200
from .get_jobs_job_id_response_200 import GetJobsJobIdResponse200
from .get_ml_deployments_id_response_200 import GetMlDeploymentsIdResponse200
from .get_ml_deployments_response_200 import GetMlDeploymentsResponse200
from .get_ml_evaluations_compare_response_200 import GetMlEvaluationsCompareResponse200
from .get_ml_evaluations_id_response_200 import GetMlEvaluationsIdResponse200
from .get_ml_evaluations_response_200 import GetMlEvaluationsResponse200
from .get_ml_export_jobs_id_download_response_200 import (
    GetMlExportJobsIdDownloadResponse200,
)
from .get_ml_export_jobs_id_response_200 import GetMlExportJobsIdResponse200
from .get_ml_export_jobs_response_200 import GetMlExportJobsResponse200
from .get_ml_export_options_response_200 import GetMlExportOptionsResponse200
from .get_ml_inference_requests_id_predictions_response_200 import (
    GetMlInferenceRequestsIdPredictionsResponse200,
)
from .get_ml_inference_requests_id_response_200 import (
    GetMlInferenceRequestsIdResponse200,
)
from .get_ml_models_id_download_artifact import GetMlModelsIdDownloadArtifact
from .get_ml_models_id_download_response_200 import GetMlModelsIdDownloadResponse200
from .get_ml_models_id_file_artifact import GetMlModelsIdFileArtifact
from .get_ml_models_id_response_200 import GetMlModelsIdResponse200
from .get_ml_models_response_200 import GetMlModelsResponse200
from .get_ml_projects_id_inference_requests_request_type import (
    GetMlProjectsIdInferenceRequestsRequestType,
)
from .get_ml_projects_id_inference_requests_response_200 import (
    GetMlProjectsIdInferenceRequestsResponse200,
)
from .get_ml_projects_id_inference_requests_status import (
    GetMlProjectsIdInferenceRequestsStatus,
)
from .get_ml_training_jobs_id_metrics_response_200 import (
    GetMlTrainingJobsIdMetricsResponse200,
)
from .get_ml_training_jobs_id_response_200 import GetMlTrainingJobsIdResponse200
from .get_ml_training_jobs_response_200 import GetMlTrainingJobsResponse200
from .get_ml_training_options_response_200 import GetMlTrainingOptionsResponse200
from .get_monitoring_alerts_response_200 import GetMonitoringAlertsResponse200
from .get_monitoring_alerts_status import GetMonitoringAlertsStatus
from .get_organization_api_keys_response_200 import GetOrganizationApiKeysResponse200
from .get_organization_members_response_200 import GetOrganizationMembersResponse200
from .get_organization_response_200 import GetOrganizationResponse200
from .get_organizations_response_200 import GetOrganizationsResponse200
from .get_provisioning_tokens_response_200 import GetProvisioningTokensResponse200
from .get_provisioning_tokens_status import GetProvisioningTokensStatus
from .get_readyz_response_200 import GetReadyzResponse200
from .get_readyz_response_200_data import GetReadyzResponse200Data
from .get_readyz_response_200_data_checks import GetReadyzResponse200DataChecks
from .get_readyz_response_200_data_checks_additional_property import (
    GetReadyzResponse200DataChecksAdditionalProperty,
)
from .get_readyz_response_200_data_status import GetReadyzResponse200DataStatus
from .get_setup_agent_arch_arch import GetSetupAgentArchArch
from .image import Image
from .image_annotation_status import ImageAnnotationStatus
from .image_list_item import ImageListItem
from .image_list_item_annotation_status import ImageListItemAnnotationStatus
from .image_list_item_metadata import ImageListItemMetadata
from .image_list_item_split import ImageListItemSplit
from .image_metadata import ImageMetadata
from .image_predictions import ImagePredictions
from .image_predictions_status import ImagePredictionsStatus
from .image_split import ImageSplit
from .image_upload import ImageUpload
from .import_result import ImportResult
from .import_upload import ImportUpload
from .import_upload_format import ImportUploadFormat
from .inference_request import InferenceRequest
from .inference_request_request_type import InferenceRequestRequestType
from .inference_request_status import InferenceRequestStatus
from .invitation import Invitation
from .invitation_role import InvitationRole
from .job_phase import JobPhase
from .large_upload import LargeUpload
from .large_upload_part import LargeUploadPart
from .large_upload_status import LargeUploadStatus
from .last_checkin_type_0 import LastCheckinType0
from .last_checkin_type_0_model_formats_type_0_item import (
    LastCheckinType0ModelFormatsType0Item,
)
from .left_organization import LeftOrganization
from .member import Member
from .model_upload import ModelUpload
from .model_upload_role import ModelUploadRole
from .model_upload_task import ModelUploadTask
from .model_version import ModelVersion
from .model_version_artifacts import ModelVersionArtifacts
from .model_version_exports_item import ModelVersionExportsItem
from .model_version_exports_item_format import ModelVersionExportsItemFormat
from .model_version_exports_item_metrics import ModelVersionExportsItemMetrics
from .model_version_exports_item_precision import ModelVersionExportsItemPrecision
from .model_version_metrics import ModelVersionMetrics
from .model_version_role import ModelVersionRole
from .model_version_source import ModelVersionSource
from .offset_meta import OffsetMeta
from .organization import Organization
from .organization_role import OrganizationRole
from .organization_settings import OrganizationSettings
from .page_meta import PageMeta
from .patch_core_devices_id_response_200 import PatchCoreDevicesIdResponse200
from .patch_data_annotations_id_response_200 import PatchDataAnnotationsIdResponse200
from .patch_data_batches_id_response_200 import PatchDataBatchesIdResponse200
from .patch_data_images_id_response_200 import PatchDataImagesIdResponse200
from .patch_data_projects_id_response_200 import PatchDataProjectsIdResponse200
from .patch_organization_members_id_response_200 import (
    PatchOrganizationMembersIdResponse200,
)
from .patch_organization_response_200 import PatchOrganizationResponse200
from .post_core_devices_id_containers_container_restart_response_200 import (
    PostCoreDevicesIdContainersContainerRestartResponse200,
)
from .post_core_devices_id_containers_container_start_response_200 import (
    PostCoreDevicesIdContainersContainerStartResponse200,
)
from .post_core_devices_id_containers_container_stop_response_200 import (
    PostCoreDevicesIdContainersContainerStopResponse200,
)
from .post_data_annotations_bulk_response_200 import PostDataAnnotationsBulkResponse200
from .post_data_annotations_response_201 import PostDataAnnotationsResponse201
from .post_data_datasets_response_201 import PostDataDatasetsResponse201
from .post_data_datasets_versions_id_calibration_response_202 import (
    PostDataDatasetsVersionsIdCalibrationResponse202,
)
from .post_data_datasets_versions_id_export_format import (
    PostDataDatasetsVersionsIdExportFormat,
)
from .post_data_datasets_versions_id_export_response_202 import (
    PostDataDatasetsVersionsIdExportResponse202,
)
from .post_data_images_upload_response_200 import PostDataImagesUploadResponse200
from .post_data_large_uploads_id_complete_response_200 import (
    PostDataLargeUploadsIdCompleteResponse200,
)
from .post_data_large_uploads_response_201 import PostDataLargeUploadsResponse201
from .post_data_projects_id_import_response_202 import (
    PostDataProjectsIdImportResponse202,
)
from .post_data_projects_response_201 import PostDataProjectsResponse201
from .post_device_checkin_response_200 import PostDeviceCheckinResponse200
from .post_device_deployment_jobs_id_phase_response_200 import (
    PostDeviceDeploymentJobsIdPhaseResponse200,
)
from .post_device_deployment_jobs_id_phase_response_200_data import (
    PostDeviceDeploymentJobsIdPhaseResponse200Data,
)
from .post_device_images_upload_response_200 import PostDeviceImagesUploadResponse200
from .post_device_images_upload_response_201 import PostDeviceImagesUploadResponse201
from .post_devices_provision_response_201 import PostDevicesProvisionResponse201
from .post_invitations_id_accept_response_200 import PostInvitationsIdAcceptResponse200
from .post_invitations_id_decline_response_200 import (
    PostInvitationsIdDeclineResponse200,
)
from .post_ml_deployments_response_201 import PostMlDeploymentsResponse201
from .post_ml_evaluations_response_201 import PostMlEvaluationsResponse201
from .post_ml_export_jobs_response_201 import PostMlExportJobsResponse201
from .post_ml_inference_requests_id_cancel_response_200 import (
    PostMlInferenceRequestsIdCancelResponse200,
)
from .post_ml_models_response_201 import PostMlModelsResponse201
from .post_ml_projects_id_auto_annotate_response_202 import (
    PostMlProjectsIdAutoAnnotateResponse202,
)
from .post_ml_projects_id_inference_response_202 import (
    PostMlProjectsIdInferenceResponse202,
)
from .post_ml_training_jobs_id_cancel_response_200 import (
    PostMlTrainingJobsIdCancelResponse200,
)
from .post_ml_training_jobs_response_201 import PostMlTrainingJobsResponse201
from .post_organization_api_keys_response_201 import PostOrganizationApiKeysResponse201
from .post_organization_leave_response_200 import PostOrganizationLeaveResponse200
from .post_organization_members_response_201 import PostOrganizationMembersResponse201
from .post_provisioning_tokens_response_201 import PostProvisioningTokensResponse201
from .post_webhooks_alertmanager_response_200 import PostWebhooksAlertmanagerResponse200
from .prediction import Prediction
from .prediction_type import PredictionType
from .project import Project
from .project_project_type import ProjectProjectType
from .provision_device import ProvisionDevice
from .provision_device_labels import ProvisionDeviceLabels
from .provisioned_device import ProvisionedDevice
from .provisioned_device_edge_type_0 import ProvisionedDeviceEdgeType0
from .provisioning_token import ProvisioningToken
from .provisioning_token_status import ProvisioningTokenStatus
from .put_data_large_uploads_id_parts_number_response_200 import (
    PutDataLargeUploadsIdPartsNumberResponse200,
)
from .role import Role
from .signed_url import SignedUrl
from .split_ratios import SplitRatios
from .training_epoch import TrainingEpoch
from .training_epoch_metrics import TrainingEpochMetrics
from .training_job import TrainingJob
from .training_job_conditions_item import TrainingJobConditionsItem
from .training_job_conditions_item_status import TrainingJobConditionsItemStatus
from .training_job_created_via import TrainingJobCreatedVia
from .training_job_epoch_type_0 import TrainingJobEpochType0
from .training_job_hyperparameters import TrainingJobHyperparameters
from .training_job_metrics import TrainingJobMetrics
from .training_job_resource import TrainingJobResource
from .training_job_task import TrainingJobTask
from .training_options import TrainingOptions
from .training_options_base_models_item import TrainingOptionsBaseModelsItem
from .training_options_base_models_item_kind import TrainingOptionsBaseModelsItemKind
from .training_options_presets_item import TrainingOptionsPresetsItem
from .training_options_presets_item_name import TrainingOptionsPresetsItemName
from .training_options_presets_item_resources import TrainingOptionsPresetsItemResources
from .training_options_task import TrainingOptionsTask
from .update_annotation import UpdateAnnotation
from .update_annotation_source import UpdateAnnotationSource
from .update_batch import UpdateBatch
from .update_batch_stage import UpdateBatchStage
from .update_device import UpdateDevice
from .update_device_labels import UpdateDeviceLabels
from .update_image import UpdateImage
from .update_image_annotation_status import UpdateImageAnnotationStatus
from .update_image_split import UpdateImageSplit
from .update_member import UpdateMember
from .update_organization import UpdateOrganization
from .update_organization_settings import UpdateOrganizationSettings
from .update_project import UpdateProject
from .user_image_upload import UserImageUpload
from .user_upload_result import UserUploadResult
from .user_upload_result_duplicates_item import UserUploadResultDuplicatesItem
from .user_upload_result_errors_item import UserUploadResultErrorsItem

__all__ = (
    "AddMember",
    "Alert",
    "AlertAnnotationsItem",
    "AlertIngestResult",
    "AlertLabelsItem",
    "AlertStatus",
    "AlertmanagerAlert",
    "AlertmanagerAlertAnnotations",
    "AlertmanagerAlertLabels",
    "AlertmanagerAlertStatus",
    "AlertmanagerWebhook",
    "AlertmanagerWebhookCommonAnnotations",
    "AlertmanagerWebhookCommonLabels",
    "AlertmanagerWebhookGroupLabels",
    "AlertmanagerWebhookStatus",
    "AlertmanagerWebhookVersion",
    "Annotation",
    "AnnotationSource",
    "AnnotationType",
    "ApiKey",
    "ApiKeyRole",
    "ApiKeyStatus",
    "AsyncJob",
    "AsyncJobFormat",
    "AsyncJobResponse",
    "AsyncJobStatus",
    "AsyncJobType",
    "AutoAnnotateRequest",
    "AutoAnnotateRequestModelType",
    "AutoAnnotateRequestSamPromptSource",
    "Batch",
    "BatchClosedReasonType1",
    "BatchClosedReasonType2Type1",
    "BatchClosedReasonType3Type1",
    "BatchSplitSummary",
    "BatchSplitSummaryClassDistribution",
    "BatchSplitSummaryLockedCounts",
    "BatchSplitSummarySplitCounts",
    "BatchStage",
    "BulkAnnotation",
    "BulkAnnotationSource",
    "BulkAnnotationType",
    "BulkAnnotations",
    "BulkAnnotationsItemsItem",
    "BulkAnnotationsItemsItemMode",
    "BulkAnnotationsResult",
    "BulkItemError",
    "BulkItemErrorCode",
    "BulkWritten",
    "Checkin",
    "CheckinMetrics",
    "CheckinModelFormatsItem",
    "CheckinReply",
    "CheckinReplyDeploymentsItem",
    "ConsoleConfig",
    "ContainerActionResult",
    "ContainerActionResultAction",
    "ContainerAuditEntry",
    "ContainerAuditEntryAction",
    "ContainerAuditEntryOutcome",
    "ContainerAuditEntryUser",
    "ContainerLogs",
    "ContainerLogsLinesItem",
    "ContainerLogsLinesItemStream",
    "CreateAnnotation",
    "CreateAnnotationSource",
    "CreateAnnotationType",
    "CreateApiKey",
    "CreateApiKeyRole",
    "CreateDatasetVersion",
    "CreateDeployment",
    "CreateDeploymentFormat",
    "CreateDeploymentMatchLabels",
    "CreateDeploymentRollout",
    "CreateDeploymentRolloutStrategy",
    "CreateEvaluation",
    "CreateEvaluationSplit",
    "CreateExportJob",
    "CreateExportJobFormat",
    "CreateExportJobPrecision",
    "CreateInferenceRequest",
    "CreateLargeUpload",
    "CreateProject",
    "CreateProjectProjectType",
    "CreateProvisioningToken",
    "CreateTrainingJob",
    "CreateTrainingJobHyperparameters",
    "CreateTrainingJobResources",
    "CreatedApiKey",
    "CreatedApiKeyRole",
    "CreatedApiKeyStatus",
    "CreatedProvisioningToken",
    "CreatedProvisioningTokenStatus",
    "DatasetClassDistribution",
    "DatasetClassDistributionAnnotations",
    "DatasetClassDistributionImages",
    "DatasetSplitCounts",
    "DatasetVersion",
    "DatasetVersionListItem",
    "DatasetVersionSplitRatios",
    "DeleteCoreDevicesIdResponse200",
    "DeleteDataAnnotationsIdResponse200",
    "DeleteDataImagesIdResponse200",
    "DeleteDataLargeUploadsIdResponse200",
    "DeleteDataLargeUploadsIdResponse200Data",
    "DeleteDataProjectsIdForce",
    "DeleteDataProjectsIdResponse200",
    "DeleteOrganizationApiKeysIdResponse200",
    "DeleteOrganizationMembersIdResponse200",
    "DeleteProvisioningTokensIdResponse200",
    "Deleted",
    "Deployment",
    "DeploymentCreatedVia",
    "DeploymentDevicesItem",
    "DeploymentDevicesItemState",
    "DeploymentFormat",
    "DeploymentPhase",
    "DeploymentPhaseReport",
    "DeploymentPhaseReportError",
    "DeploymentPhaseReportPhase",
    "DeploymentPhaseReportStatus",
    "DeploymentResource",
    "DeploymentRollout",
    "DeploymentRolloutStrategy",
    "DeploymentTargets",
    "DeploymentTargetsMatchLabelsType0",
    "Device",
    "DeviceApprovalStatus",
    "DeviceContainer",
    "DeviceContainerLabels",
    "DeviceLabels",
    "Download",
    "ErrorEnvelope",
    "ErrorEnvelopeError",
    "Evaluation",
    "EvaluationComparison",
    "EvaluationComparisonConfidenceThreshold",
    "EvaluationComparisonConfusionType0",
    "EvaluationComparisonDisagreementsItem",
    "EvaluationComparisonOverall",
    "EvaluationComparisonOverallAdditionalProperty",
    "EvaluationComparisonPerClassItem",
    "EvaluationComparisonPerClassItemAp50",
    "EvaluationComparisonPerClassItemAp5095",
    "EvaluationComparisonPerClassItemMaskAp50",
    "EvaluationComparisonPerClassItemMaskAp5095",
    "EvaluationComparisonPerClassItemPrecision",
    "EvaluationComparisonPerClassItemRecall",
    "EvaluationComparisonPerClassItemSupport",
    "EvaluationConditionsItem",
    "EvaluationConditionsItemStatus",
    "EvaluationCreatedVia",
    "EvaluationFiguresType0",
    "EvaluationFiguresType0Confusion",
    "EvaluationFiguresType0ConfusionCells",
    "EvaluationFiguresType0ConfusionPerClassItem",
    "EvaluationFiguresType0F1CurveItem",
    "EvaluationFiguresType0ImageErrorsItem",
    "EvaluationFiguresType0PerClassItem",
    "EvaluationFiguresType0PrCurvesItem",
    "EvaluationFiguresType0Task",
    "EvaluationMetrics",
    "EvaluationOverall",
    "EvaluationResource",
    "EvaluationSplit",
    "EvaluationSummary",
    "EvaluationSummaryConditionsItem",
    "EvaluationSummaryConditionsItemStatus",
    "EvaluationSummaryCreatedVia",
    "EvaluationSummaryMetrics",
    "EvaluationSummaryResource",
    "EvaluationSummarySplit",
    "ExportFormatOptionsItem",
    "ExportFormatOptionsItemFormat",
    "ExportFormatOptionsItemPrecisionsItem",
    "ExportJob",
    "ExportJobConditionsItem",
    "ExportJobConditionsItemStatus",
    "ExportJobCreatedVia",
    "ExportJobFormat",
    "ExportJobMetrics",
    "ExportJobPrecision",
    "ExportJobResource",
    "ExportResult",
    "GetConsoleConfigResponse200",
    "GetCoreDevicesIdCheckinsResponse200",
    "GetCoreDevicesIdContainerAuditResponse200",
    "GetCoreDevicesIdContainersContainerLogsResponse200",
    "GetCoreDevicesIdContainersContainerLogsTimestamps",
    "GetCoreDevicesIdContainersResponse200",
    "GetCoreDevicesIdResponse200",
    "GetCoreDevicesOnline",
    "GetCoreDevicesResponse200",
    "GetDataAnnotationsResponse200",
    "GetDataBatchesIdImagesSplitSummaryAnnotationStatus",
    "GetDataBatchesIdImagesSplitSummaryResponse200",
    "GetDataBatchesIdResponse200",
    "GetDataBatchesResponse200",
    "GetDataDatasetsIdClassDistributionResponse200",
    "GetDataDatasetsIdResponse200",
    "GetDataDatasetsResponse200",
    "GetDataImagesAnnotationStatus",
    "GetDataImagesBatchStage",
    "GetDataImagesIdIncludeAnnotations",
    "GetDataImagesIdIncludeUrl",
    "GetDataImagesIdResponse200",
    "GetDataImagesIncludeAnnotations",
    "GetDataImagesIncludeUrl",
    "GetDataImagesOrder",
    "GetDataImagesProjectIdType0",
    "GetDataImagesResponse200",
    "GetDataImagesSort",
    "GetDataImagesSplit",
    "GetDataLargeUploadsIdResponse200",
    "GetDataProjectsIdDatasetsVersionsResponse200",
    "GetDataProjectsIdResponse200",
    "GetDataProjectsResponse200",
    "GetDeviceSelfResponse200",
    "GetHealthzResponse200",
    "GetHealthzResponse200Data",
    "GetHealthzResponse200DataStatus",
    "GetImagesIdUrlResponse200",
    "GetInvitationsResponse200",
    "GetJobsJobIdResponse200",
    "GetMlDeploymentsIdResponse200",
    "GetMlDeploymentsResponse200",
    "GetMlEvaluationsCompareResponse200",
    "GetMlEvaluationsIdResponse200",
    "GetMlEvaluationsResponse200",
    "GetMlExportJobsIdDownloadResponse200",
    "GetMlExportJobsIdResponse200",
    "GetMlExportJobsResponse200",
    "GetMlExportOptionsResponse200",
    "GetMlInferenceRequestsIdPredictionsResponse200",
    "GetMlInferenceRequestsIdResponse200",
    "GetMlModelsIdDownloadArtifact",
    "GetMlModelsIdDownloadResponse200",
    "GetMlModelsIdFileArtifact",
    "GetMlModelsIdResponse200",
    "GetMlModelsResponse200",
    "GetMlProjectsIdInferenceRequestsRequestType",
    "GetMlProjectsIdInferenceRequestsResponse200",
    "GetMlProjectsIdInferenceRequestsStatus",
    "GetMlTrainingJobsIdMetricsResponse200",
    "GetMlTrainingJobsIdResponse200",
    "GetMlTrainingJobsResponse200",
    "GetMlTrainingOptionsResponse200",
    "GetMonitoringAlertsResponse200",
    "GetMonitoringAlertsStatus",
    "GetOrganizationApiKeysResponse200",
    "GetOrganizationMembersResponse200",
    "GetOrganizationResponse200",
    "GetOrganizationsResponse200",
    "GetProvisioningTokensResponse200",
    "GetProvisioningTokensStatus",
    "GetReadyzResponse200",
    "GetReadyzResponse200Data",
    "GetReadyzResponse200DataChecks",
    "GetReadyzResponse200DataChecksAdditionalProperty",
    "GetReadyzResponse200DataStatus",
    "GetSetupAgentArchArch",
    "Image",
    "ImageAnnotationStatus",
    "ImageListItem",
    "ImageListItemAnnotationStatus",
    "ImageListItemMetadata",
    "ImageListItemSplit",
    "ImageMetadata",
    "ImagePredictions",
    "ImagePredictionsStatus",
    "ImageSplit",
    "ImageUpload",
    "ImportResult",
    "ImportUpload",
    "ImportUploadFormat",
    "InferenceRequest",
    "InferenceRequestRequestType",
    "InferenceRequestStatus",
    "Invitation",
    "InvitationRole",
    "JobPhase",
    "LargeUpload",
    "LargeUploadPart",
    "LargeUploadStatus",
    "LastCheckinType0",
    "LastCheckinType0ModelFormatsType0Item",
    "LeftOrganization",
    "Member",
    "ModelUpload",
    "ModelUploadRole",
    "ModelUploadTask",
    "ModelVersion",
    "ModelVersionArtifacts",
    "ModelVersionExportsItem",
    "ModelVersionExportsItemFormat",
    "ModelVersionExportsItemMetrics",
    "ModelVersionExportsItemPrecision",
    "ModelVersionMetrics",
    "ModelVersionRole",
    "ModelVersionSource",
    "OffsetMeta",
    "Organization",
    "OrganizationRole",
    "OrganizationSettings",
    "PageMeta",
    "PatchCoreDevicesIdResponse200",
    "PatchDataAnnotationsIdResponse200",
    "PatchDataBatchesIdResponse200",
    "PatchDataImagesIdResponse200",
    "PatchDataProjectsIdResponse200",
    "PatchOrganizationMembersIdResponse200",
    "PatchOrganizationResponse200",
    "PostCoreDevicesIdContainersContainerRestartResponse200",
    "PostCoreDevicesIdContainersContainerStartResponse200",
    "PostCoreDevicesIdContainersContainerStopResponse200",
    "PostDataAnnotationsBulkResponse200",
    "PostDataAnnotationsResponse201",
    "PostDataDatasetsResponse201",
    "PostDataDatasetsVersionsIdCalibrationResponse202",
    "PostDataDatasetsVersionsIdExportFormat",
    "PostDataDatasetsVersionsIdExportResponse202",
    "PostDataImagesUploadResponse200",
    "PostDataLargeUploadsIdCompleteResponse200",
    "PostDataLargeUploadsResponse201",
    "PostDataProjectsIdImportResponse202",
    "PostDataProjectsResponse201",
    "PostDeviceCheckinResponse200",
    "PostDeviceDeploymentJobsIdPhaseResponse200",
    "PostDeviceDeploymentJobsIdPhaseResponse200Data",
    "PostDeviceImagesUploadResponse200",
    "PostDeviceImagesUploadResponse201",
    "PostDevicesProvisionResponse201",
    "PostInvitationsIdAcceptResponse200",
    "PostInvitationsIdDeclineResponse200",
    "PostMlDeploymentsResponse201",
    "PostMlEvaluationsResponse201",
    "PostMlExportJobsResponse201",
    "PostMlInferenceRequestsIdCancelResponse200",
    "PostMlModelsResponse201",
    "PostMlProjectsIdAutoAnnotateResponse202",
    "PostMlProjectsIdInferenceResponse202",
    "PostMlTrainingJobsIdCancelResponse200",
    "PostMlTrainingJobsResponse201",
    "PostOrganizationApiKeysResponse201",
    "PostOrganizationLeaveResponse200",
    "PostOrganizationMembersResponse201",
    "PostProvisioningTokensResponse201",
    "PostWebhooksAlertmanagerResponse200",
    "Prediction",
    "PredictionType",
    "Project",
    "ProjectProjectType",
    "ProvisionDevice",
    "ProvisionDeviceLabels",
    "ProvisionedDevice",
    "ProvisionedDeviceEdgeType0",
    "ProvisioningToken",
    "ProvisioningTokenStatus",
    "PutDataLargeUploadsIdPartsNumberResponse200",
    "Role",
    "SignedUrl",
    "SplitRatios",
    "TrainingEpoch",
    "TrainingEpochMetrics",
    "TrainingJob",
    "TrainingJobConditionsItem",
    "TrainingJobConditionsItemStatus",
    "TrainingJobCreatedVia",
    "TrainingJobEpochType0",
    "TrainingJobHyperparameters",
    "TrainingJobMetrics",
    "TrainingJobResource",
    "TrainingJobTask",
    "TrainingOptions",
    "TrainingOptionsBaseModelsItem",
    "TrainingOptionsBaseModelsItemKind",
    "TrainingOptionsPresetsItem",
    "TrainingOptionsPresetsItemName",
    "TrainingOptionsPresetsItemResources",
    "TrainingOptionsTask",
    "UpdateAnnotation",
    "UpdateAnnotationSource",
    "UpdateBatch",
    "UpdateBatchStage",
    "UpdateDevice",
    "UpdateDeviceLabels",
    "UpdateImage",
    "UpdateImageAnnotationStatus",
    "UpdateImageSplit",
    "UpdateMember",
    "UpdateOrganization",
    "UpdateOrganizationSettings",
    "UpdateProject",
    "UserImageUpload",
    "UserUploadResult",
    "UserUploadResultDuplicatesItem",
    "UserUploadResultErrorsItem",
)
