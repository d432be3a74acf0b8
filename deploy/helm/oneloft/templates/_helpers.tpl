{{- define "oneloft.name" -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "oneloft.labels" -}}
app.kubernetes.io/name: oneloft
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "oneloft.selector" -}}
app.kubernetes.io/name: oneloft
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "oneloft.secretName" -}}
{{- default (printf "%s-secret" (include "oneloft.name" .)) .Values.existingSecret -}}
{{- end -}}
