package edgevision

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// NewUserClient returns a client for the API at baseURL (ending in /api) that sends a user's
// access token as `Authorization: Bearer`.
func NewUserClient(baseURL, token string, opts ...ClientOption) (*ClientWithResponses, error) {
	return NewClientWithResponses(strings.TrimRight(baseURL, "/"), append([]ClientOption{
		WithRequestEditorFn(func(_ context.Context, req *http.Request) error {
			req.Header.Set("Authorization", "Bearer "+token)
			return nil
		}),
	}, opts...)...)
}

// NewDeviceClient returns a client that authenticates as a device with its `adk_...` key
// (`X-Device-Key`), for the device routes such as image upload and check-in.
func NewDeviceClient(baseURL, deviceKey string, opts ...ClientOption) (*ClientWithResponses, error) {
	return NewClientWithResponses(strings.TrimRight(baseURL, "/"), append([]ClientOption{
		WithRequestEditorFn(func(_ context.Context, req *http.Request) error {
			req.Header.Set("X-Device-Key", deviceKey)
			return nil
		}),
	}, opts...)...)
}

// Error codes of the API's error table.
const (
	CodeValidation           = "VALIDATION_ERROR"
	CodeUnauthorized         = "UNAUTHORIZED"
	CodeInvalidToken         = "INVALID_TOKEN"
	CodeForbidden            = "FORBIDDEN"
	CodeNotFound             = "NOT_FOUND"
	CodeConflict             = "CONFLICT"
	CodeDeviceExists         = "DEVICE_EXISTS"
	CodePayloadTooLarge      = "PAYLOAD_TOO_LARGE"
	CodeUnsupportedMediaType = "UNSUPPORTED_MEDIA_TYPE"
	CodeRateLimited          = "RATE_LIMITED"
	CodeInternal             = "INTERNAL_ERROR"
	CodeServiceUnavailable   = "SERVICE_UNAVAILABLE"
)

// APIError is an error answer of the API: its HTTP status and the envelope's code, message and details.
// Match a code with errors.As, or with IsCode.
type APIError struct {
	Status  int
	Code    string
	Message string
	Details string
}

func (e *APIError) Error() string {
	if e.Details != "" {
		return fmt.Sprintf("%s: %s (%s)", e.Code, e.Message, e.Details)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Retryable reports whether the API asked the client to try again later.
func (e *APIError) Retryable() bool {
	return e.Code == CodeServiceUnavailable || e.Code == CodeRateLimited
}

// IsCode reports whether err is an *APIError with this code.
func IsCode(err error, code string) bool {
	var apiErr *APIError
	return errors.As(err, &apiErr) && apiErr.Code == code
}

// CheckResponse returns nil for a 2xx answer and an *APIError otherwise; pass a generated
// response's HTTPResponse and Body, e.g. CheckResponse(resp.HTTPResponse, resp.Body).
func CheckResponse(resp *http.Response, body []byte) error {
	if resp == nil {
		return errors.New("edgevision: no response")
	}
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return nil
	}
	var envelope ErrorEnvelope
	if err := json.Unmarshal(body, &envelope); err != nil || envelope.Error.Code == "" {
		return &APIError{Status: resp.StatusCode, Code: "UNKNOWN_ERROR", Message: strings.TrimSpace(string(body))}
	}
	return &APIError{
		Status:  resp.StatusCode,
		Code:    envelope.Error.Code,
		Message: envelope.Error.Message,
		Details: envelope.Error.Details,
	}
}
