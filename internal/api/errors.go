package api

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// ErrorBody is the one error shape of the API (SPEC §8): a message and, for
// validation errors, the messages per field.
type ErrorBody struct {
	status    int
	Message   string              `json:"message" doc:"Human-readable message"`
	Errors    map[string][]string `json:"errors,omitempty" doc:"Messages per field"`
	RequestID string              `json:"request_id,omitempty" doc:"Names the request in the server's log (and its X-Request-Id header)"`
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
	core.EUNAVAILABLE:  http.StatusServiceUnavailable,
	core.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	core.ETOOMANY:      http.StatusTooManyRequests,
}

// msgInternal is all a client learns of an unexpected error.
const msgInternal = "Internal error."

// statusClientClosed is the status of a request whose client hung up before
// its answer (nginx's 499): nobody reads the answer, but the log and the
// metrics tell it from a server error.
const (
	statusClientClosed = 499
	msgClientClosed    = "The request was canceled."
)

func init() {
	// Every error huma reports (bad JSON, wrong types, failed schema checks)
	// and every error a handler returns passes through these: handlers
	// return the service's errors as they are.
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		return errorBody(context.Background(), status, msg, errs...)
	}
	huma.NewErrorWithContext = func(ctx huma.Context, status int, msg string, errs ...error) huma.StatusError {
		return errorBody(ctx.Context(), status, msg, errs...)
	}
}

// errorBody is the one error writer of the API. A *core.Error keeps its
// code, message and fields; huma's own 4xx errors keep their message, with
// fields named as in the JSON; anything else answers 500 with a generic
// message and the request id, and is logged with its detail.
func errorBody(ctx context.Context, status int, msg string, errs ...error) *ErrorBody {
	if status == 0 { // huma's example of the error shape
		return &ErrorBody{}
	}
	b := classify(ctx, status, msg, errs...)
	b.RequestID = requestID(ctx) // every answer names its log lines
	return b
}

// classify is errorBody before the request id.
func classify(ctx context.Context, status int, msg string, errs ...error) *ErrorBody {
	for _, err := range errs {
		var ce *core.Error
		if errors.As(err, &ce) {
			if ce.Code == core.EINTERNAL || codes[ce.Code] == 0 {
				return internalError(ctx, err)
			}
			return &ErrorBody{status: codes[ce.Code], Message: ce.Message, Errors: ce.Fields}
		}
	}
	if status >= 500 {
		return internalError(ctx, errors.Join(append([]error{errors.New(msg)}, errs...)...))
	}
	if status == http.StatusUnprocessableEntity || status == http.StatusRequestEntityTooLarge {
		status = http.StatusBadRequest // validation failures are 400 like our own
	}
	body := &ErrorBody{status: status, Message: msg}
	for _, err := range errs {
		if err == nil {
			continue
		}
		field, text := fieldError(err)
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

// fieldError names the field an error of huma's is about, as the request's
// JSON names it, with its message.
func fieldError(err error) (field, text string) {
	if d, ok := err.(huma.ErrorDetailer); ok {
		det := d.ErrorDetail()
		field, text = fieldName(det.Location), det.Message
	} else {
		text = err.Error()
	}
	if f, t, ok := strings.Cut(strings.TrimPrefix(text, fieldMark), fieldMark); ok && strings.HasPrefix(text, fieldMark) {
		field, text = f, t
	}
	if field == "" {
		field = "request"
	}
	return field, text
}

// fieldMark frames the field of a decoding error from unmarshalJSON in the
// error's text, which is all huma passes on: mark, field, mark, message.
const fieldMark = "\x1f"

// unmarshalJSON decodes request bodies like encoding/json, except that a
// value that does not fit its field (a number out of range, a string for a
// number) is reported with the field's JSON path and in words a person
// understands: Go's own text names the Go struct field.
func unmarshalJSON(data []byte, v any) error {
	err := json.Unmarshal(data, v)
	var ute *json.UnmarshalTypeError
	if !errors.As(err, &ute) {
		return err
	}
	msg := "The value has the wrong type."
	if strings.HasPrefix(ute.Value, "number") {
		msg = "The number is out of range."
	}
	return errors.New(fieldMark + ute.Field + fieldMark + msg)
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

// internalError logs err with the request id and answers 500 without its
// text, or 503 when the database cannot be reached, or 499 when the client
// hung up (and so canceled what the request was doing).
func internalError(ctx context.Context, err error) *ErrorBody {
	if unavailable(err) {
		return unavailableError(ctx, err)
	}
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		slog.New(LogHandler(logHandler(ctx))).InfoContext(ctx, "client closed the request")
		return &ErrorBody{status: statusClientClosed, Message: msgClientClosed}
	}
	id := requestID(ctx)
	slog.New(LogHandler(logHandler(ctx))).ErrorContext(ctx, "internal error", slog.Any("err", err))
	return &ErrorBody{status: http.StatusInternalServerError, Message: msgInternal, RequestID: id}
}

func writeJSONError(w http.ResponseWriter, status int, msg string) {
	writeErrorBody(w, &ErrorBody{status: status, Message: msg})
}

func writeErrorBody(w http.ResponseWriter, b *ErrorBody) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(b.status)
	json.NewEncoder(w).Encode(b)
}

type ctxKey int

const (
	requestIDKey ctxKey = iota
	loggerKey
	clientKey
)

// withRequest gives every request an id, answered in the X-Request-Id
// header and in unexpected errors, and the server's logger, so that errors
// written outside a handler are logged where the server logs.
func (s *Server) withRequest(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := newRequestID()
		w.Header().Set("X-Request-Id", id)
		ctx := context.WithValue(r.Context(), requestIDKey, id)
		ctx = context.WithValue(ctx, loggerKey, s.log.Handler())
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		ctx = context.WithValue(ctx, clientKey, host)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func newRequestID() string {
	b := make([]byte, 10)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// clientAddress is the address the request came from (the connection's,
// never a header's, so that limits per address cannot be dodged).
func clientAddress(ctx context.Context) string {
	a, _ := ctx.Value(clientKey).(string)
	return a
}

// requestID is the id withRequest gave the request; "" outside one.
func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// LogHandler adds the request's id to each record logged with a request's
// context, wherever it is logged (handlers, services, the mailer), so that
// an error answer's request_id finds all of its lines.
func LogHandler(h slog.Handler) slog.Handler { return requestLog{h} }

type requestLog struct{ slog.Handler }

func (h requestLog) Handle(ctx context.Context, r slog.Record) error {
	if id := requestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestLog) WithAttrs(as []slog.Attr) slog.Handler {
	return requestLog{h.Handler.WithAttrs(as)}
}
func (h requestLog) WithGroup(name string) slog.Handler { return requestLog{h.Handler.WithGroup(name)} }

// logHandler is the server's log handler, or the default outside a request.
func logHandler(ctx context.Context) slog.Handler {
	if h, ok := ctx.Value(loggerKey).(slog.Handler); ok {
		return h
	}
	return slog.Default().Handler()
}
