// Package core holds the domain of oneloft: entities, statuses, the pure rules
// that govern them, the one error type, and the interfaces that the store and
// the services implement. It imports only the standard library.
package core

import (
	"errors"
	"fmt"
	"sort"
)

// Error codes. The api package holds the only map from code to HTTP status.
const (
	EINVALID      = "invalid"
	ENOTFOUND     = "not_found"
	ECONFLICT     = "conflict"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	EINTERNAL     = "internal"
	// EUNAVAILABLE: a service oneloft depends on (the card provider) cannot
	// be reached, or this server was started without it (no mailer, no
	// uploads…); the same request may work later.
	EUNAVAILABLE = "unavailable"
	// ETOOLARGE: an upload beyond what the service takes; nothing was kept.
	ETOOLARGE = "too_large"
	// ETOOMANY: a limit on how often something may be asked for is
	// reached (codes texted, weather look-ups); the same request may work
	// later.
	ETOOMANY = "too_many"
)

// Error is the one error type of the application. Message is safe to show to
// a user; Fields holds per-field validation messages, as SPEC §8 expects them.
type Error struct {
	Code    string
	Message string
	Fields  map[string][]string
}

func (e *Error) Error() string {
	return fmt.Sprintf("oneloft error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err when it is an *Error, EINTERNAL for any
// other error and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-facing message of err. Errors that are not an
// *Error never leak their text: they get a generic message.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error."
}

// FieldErrors collects validation messages per field while a value is checked.
type FieldErrors map[string][]string

// Add records msg for field.
func (f FieldErrors) Add(field, msg string) {
	f[field] = append(f[field], msg)
}

// Err returns nil when nothing was recorded, otherwise an EINVALID *Error whose
// message is the first message of the first field in name order.
func (f FieldErrors) Err() error {
	if len(f) == 0 {
		return nil
	}
	names := make([]string, 0, len(f))
	for k := range f {
		names = append(names, k)
	}
	sort.Strings(names)
	return &Error{Code: EINVALID, Message: f[names[0]][0], Fields: f}
}

// Invalid returns an EINVALID error for one field.
func Invalid(field, msg string) error {
	return &Error{Code: EINVALID, Message: msg, Fields: map[string][]string{field: {msg}}}
}

// ErrorMessageOrText is ErrorMessage for *Error values and the error's own
// text otherwise; for command-line output, where the detail helps the operator.
func ErrorMessageOrText(err error) string {
	var e *Error
	if errors.As(err, &e) {
		if len(e.Fields) > 0 {
			return fmt.Sprintf("%s %v", e.Message, e.Fields)
		}
		return e.Message
	}
	return err.Error()
}
