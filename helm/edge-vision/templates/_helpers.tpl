{{/* Names: <release>-edge-vision unless the release name already holds the chart name. */}}
{{- define "edge-vision.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "edge-vision.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "edge-vision.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels of every object; pass (dict "root" $ "component" "api"). */}}
{{- define "edge-vision.labels" -}}
helm.sh/chart: {{ include "edge-vision.chart" .root }}
{{ include "edge-vision.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: edge-vision
{{- end -}}

{{- define "edge-vision.selectorLabels" -}}
app.kubernetes.io/name: {{ include "edge-vision.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- if .component }}
app.kubernetes.io/component: {{ .component }}
{{- end }}
{{- end -}}

{{- define "edge-vision.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}

{{- define "edge-vision.secretName" -}}
{{- default (include "edge-vision.fullname" .) .Values.secrets.existingSecret -}}
{{- end -}}

{{- define "edge-vision.workloadNamespace" -}}
{{- default .Release.Namespace .Values.config.workloads.namespace -}}
{{- end -}}

{{- define "edge-vision.leaseNamespace" -}}
{{- default .Release.Namespace .Values.operator.leaseNamespace -}}
{{- end -}}

{{/* The API's in-cluster base URL (operator calls, workload callbacks). */}}
{{- define "edge-vision.internalUrl" -}}
{{- printf "http://%s-api.%s.svc:%d/api" (include "edge-vision.fullname" .) .Release.Namespace (int .Values.api.service.port) -}}
{{- end -}}

{{- define "edge-vision.publicBaseUrl" -}}
{{- if .Values.config.publicBaseUrl -}}
{{- .Values.config.publicBaseUrl -}}
{{- else if .Values.ingress.enabled -}}
{{- printf "%s://%s/api" (eq .Values.ingress.tls.mode "none" | ternary "http" "https") .Values.ingress.host -}}
{{- end -}}
{{- end -}}

{{- define "edge-vision.s3Endpoint" -}}
{{- if .Values.evaluation.enabled -}}
{{- printf "http://%s-minio.%s.svc:9000" (include "edge-vision.fullname" .) .Release.Namespace -}}
{{- else -}}
{{- .Values.config.s3.endpoint -}}
{{- end -}}
{{- end -}}

{{- define "edge-vision.tlsSecretName" -}}
{{- default (printf "%s-tls" (include "edge-vision.fullname" .)) .Values.ingress.tls.secretName -}}
{{- end -}}

{{/*
A value of the chart's Secret: the one given, else the one the live Secret already holds (so
generated credentials survive upgrades), else a new random one.
*/}}
{{- define "edge-vision.secretValue" -}}
{{- $given := .given -}}
{{- if $given -}}
{{- $given -}}
{{- else -}}
{{- $live := lookup "v1" "Secret" .root.Release.Namespace (include "edge-vision.fullname" .root) -}}
{{- $existing := dig "data" .key "" ($live | default dict) -}}
{{- if $existing -}}
{{- $existing | b64dec -}}
{{- else -}}
{{- printf "%s%s" (.prefix | default "") (randAlphaNum (.length | default 40)) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
Egress to addresses outside the release (networkPolicy.egressCidrs): NetworkPolicy names
addresses, not hosts. A rule with no `to` would allow everything, hence the schema's minItems.
*/}}
{{- define "edge-vision.egressCidrs" -}}
- to:
    {{- range .Values.networkPolicy.egressCidrs }}
    - ipBlock: { cidr: {{ . | quote }} }
    {{- end }}
{{- end -}}
