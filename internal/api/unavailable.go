package api

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"syscall"
)

// msgUnavailable answers requests while the database cannot be reached (a
// restart, a failover): the client may simply try again.
const msgUnavailable = "The service is briefly unavailable: its database does not answer. Please try again in a moment."

// unavailable tells an error of a database that cannot be reached now from
// other unexpected errors: a refused or broken connection, or PostgreSQL
// saying it is shutting down or starting (SQLSTATE classes 57P and 08). The
// driver's errors are matched by their Field method, so that this package
// needs no driver.
func unavailable(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return true
	}
	var pg interface{ Field(byte) string }
	if errors.As(err, &pg) {
		code := pg.Field('C')
		return strings.HasPrefix(code, "57P") || strings.HasPrefix(code, "08")
	}
	return false
}

// unavailableError logs err as a warning (it says nothing new after the
// first) and answers 503.
func unavailableError(ctx context.Context, err error) *ErrorBody {
	slog.New(LogHandler(logHandler(ctx))).WarnContext(ctx, "database unavailable", slog.Any("err", err))
	return &ErrorBody{status: http.StatusServiceUnavailable, Message: msgUnavailable}
}
