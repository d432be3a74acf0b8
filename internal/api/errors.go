package api

import (
	"context"
	"log/slog"
	"net/http"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// ErrorBody is the one error shape of the API (SPEC §8): a message and, for
// validation errors, the messages per field.
type ErrorBody struct {
	status  int
	Message string              `json:"message" doc:"Human-readable message"`
	Errors  map[string][]string `json:"errors,omitempty" doc:"Messages per field"`
}

func (e *ErrorBody) Error() string  { return e.Message }
func (e *ErrorBody) GetStatus() int { return e.status }

// codes is the only map from core error codes to HTTP statuses.
var codes = map[string]int{
	core.EINVALID:      http.StatusBadRequest,
	core.ENOTFOUND:     http.StatusNotFound,
	core.ECONFLICT:     http.StatusConflict,
	core.EUNAUTHORIZED: http.StatusUnauthorized,
	core.EFORBIDDEN:    http.StatusForbidden,
	core.EINTERNAL:     http.StatusInternalServerError,
}

func init() {
	// huma builds every error it reports (bad JSON, wrong types, failed
	// schema checks) through NewError; this gives them our shape. Request
	// validation failures become 400 like our own validation errors.
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		if status == http.StatusUnprocessableEntity || status == http.StatusRequestEntityTooLarge {
			status = http.StatusBadRequest
		}
		body := &ErrorBody{status: status, Message: msg}
		for _, err := range errs {
			if err == nil {
				continue
			}
			field, text := "", err.Error()
			if d, ok := err.(huma.ErrorDetailer); ok {
				det := d.ErrorDetail()
				field, text = fieldName(det.Location), det.Message
			}
			if field == "" {
				field = "request"
			}
			if body.Errors == nil {
				body.Errors = map[string][]string{}
			}
			body.Errors[field] = append(body.Errors[field], text)
			if body.Message == "" || len(body.Errors) == 1 && len(body.Errors[field]) == 1 {
				body.Message = text
			}
		}
		if body.Message == "" {
			body.Message = http.StatusText(status)
		}
		return body
	}
}

// fieldName turns huma's "body.due_dates[0].name" into "due_dates[0].name".
func fieldName(loc string) string {
	for _, p := range []string{"body.", "query.", "path.", "header."} {
		if strings.HasPrefix(loc, p) {
			return loc[len(p):]
		}
	}
	if loc == "body" {
		return ""
	}
	return loc
}

// apiError converts an error of the service into an HTTP error. Errors that
// are not core errors are logged with their detail and answer a generic 500.
func (s *Server) apiError(ctx context.Context, err error) error {
	code := core.ErrorCode(err)
	if code == core.EINTERNAL {
		s.log.ErrorContext(ctx, "internal error", slog.Any("err", err))
	}
	body := &ErrorBody{status: codes[code], Message: core.ErrorMessage(err)}
	if e, ok := err.(*core.Error); ok {
		body.Errors = e.Fields
	}
	return body
}
