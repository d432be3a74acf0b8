package api

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"syscall"
	"testing"
)

// pgError has the driver's Field method, as pgdriver.Error does.
type pgError string

func (e pgError) Error() string { return "pg " + string(e) }
func (e pgError) Field(f byte) string {
	if f == 'C' {
		return string(e)
	}
	return ""
}

func TestUnavailable(t *testing.T) {
	for _, tt := range []struct {
		name string
		err  error
		want bool
	}{
		{"Refused", fmt.Errorf("find: %w", &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}), true},
		{"Reset", fmt.Errorf("read: %w", syscall.ECONNRESET), true},
		{"AdminShutdown", fmt.Errorf("query: %w", pgError("57P01")), true},
		{"StartingUp", pgError("57P03"), true},
		{"ConnectionFailure", pgError("08006"), true},
		{"UniqueViolation", pgError("23505"), false},
		{"Other", errors.New("boom"), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := unavailable(tt.err); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// A request whose client hung up is not a server error: its work was
// canceled with it.
func TestClientClosed(t *testing.T) {
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tt := range []struct {
		name string
		ctx  context.Context
		err  error
		want int
	}{
		{"ClientGone", gone, fmt.Errorf("find results: %w", context.Canceled), statusClientClosed},
		{"CanceledWhileClientWaits", context.Background(), fmt.Errorf("find results: %w", context.Canceled), http.StatusInternalServerError},
		{"OtherErrorAfterClientGone", gone, errors.New("boom"), http.StatusInternalServerError},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := internalError(tt.ctx, tt.err).status; got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}
