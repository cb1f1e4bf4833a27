{{/*
Rules that span several values (values.schema.json checks each value on its own). Each message
names the values to change.
*/}}
{{- define "edge-vision.validate" -}}
{{- $v := .Values -}}
{{- if and $v.evaluation.enabled $v.secrets.existingSecret -}}
{{- fail "secrets.existingSecret cannot be combined with evaluation.enabled=true: the evaluation MongoDB and MinIO take their credentials from the Secret the chart creates. Leave secrets.existingSecret empty, or set evaluation.enabled=false and point the platform at your own services." -}}
{{- end -}}
{{- if not $v.evaluation.enabled -}}
{{- if not $v.config.s3.endpoint -}}
{{- fail "config.s3.endpoint is required when evaluation.enabled=false: set it to your object store's URL (e.g. https://s3.eu-central-1.amazonaws.com)." -}}
{{- end -}}
{{- if and (not $v.secrets.existingSecret) (not $v.secrets.mongodbUri) -}}
{{- fail "secrets.mongodbUri is required when evaluation.enabled=false: set it to your MongoDB URI, or name a Secret with a MONGODB_URI key in secrets.existingSecret." -}}
{{- end -}}
{{- if and (not $v.secrets.existingSecret) (or (not $v.secrets.s3AccessKey) (not $v.secrets.s3SecretKey)) -}}
{{- fail "secrets.s3AccessKey and secrets.s3SecretKey are required when evaluation.enabled=false: set both, or name a Secret with S3_ACCESS_KEY and S3_SECRET_KEY keys in secrets.existingSecret." -}}
{{- end -}}
{{- end -}}
{{- if $v.ingress.enabled -}}
{{- if and (eq $v.ingress.tls.mode "existingSecret") (not $v.ingress.tls.secretName) -}}
{{- fail "ingress.tls.secretName is required when ingress.tls.mode=existingSecret: name the kubernetes.io/tls Secret that holds the certificate for ingress.host." -}}
{{- end -}}
{{- if and (eq $v.ingress.tls.mode "certManager") (not $v.ingress.tls.certManager.issuerName) -}}
{{- fail "ingress.tls.certManager.issuerName is required when ingress.tls.mode=certManager: name the cert-manager Issuer or ClusterIssuer (ingress.tls.certManager.issuerKind) that signs the certificate." -}}
{{- end -}}
{{- end -}}
{{- if and $v.api.autoscaling.enabled (gt (int $v.api.autoscaling.minReplicas) (int $v.api.autoscaling.maxReplicas)) -}}
{{- fail (printf "api.autoscaling.minReplicas (%d) must not exceed api.autoscaling.maxReplicas (%d)." (int $v.api.autoscaling.minReplicas) (int $v.api.autoscaling.maxReplicas)) -}}
{{- end -}}
{{- if $v.api.podDisruptionBudget.enabled -}}
{{- $replicas := $v.api.autoscaling.enabled | ternary $v.api.autoscaling.minReplicas $v.api.replicaCount | int -}}
{{- if ge (int $v.api.podDisruptionBudget.minAvailable) $replicas -}}
{{- fail (printf "api.podDisruptionBudget.minAvailable (%d) must be below the API's replicas (%d), or no node drain can ever evict an API pod: add replicas, lower minAvailable, or set api.podDisruptionBudget.enabled=false." (int $v.api.podDisruptionBudget.minAvailable) $replicas) -}}
{{- end -}}
{{- end -}}
{{- $stopMs := add (int64 $v.config.shutdownDelayMs) (int64 $v.config.shutdownTimeoutMs) -}}
{{- if ge (div $stopMs 1000) (int64 $v.api.terminationGracePeriodSeconds) -}}
{{- fail (printf "config.shutdownDelayMs + config.shutdownTimeoutMs (%d ms) must be shorter than api.terminationGracePeriodSeconds (%d s), or Kubernetes kills the API before in-flight requests finish." $stopMs (int64 $v.api.terminationGracePeriodSeconds)) -}}
{{- end -}}
{{- end -}}
