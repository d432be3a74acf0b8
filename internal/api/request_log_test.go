package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

// Every line logged with a request's context names the request, however it
// was logged: through the server's logger, a derived one, or the default.
func TestLogHandlerAddsRequestID(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(LogHandler(slog.NewJSONHandler(&buf, nil))).With("area", "orders")
	ctx := context.WithValue(context.Background(), requestIDKey, "req123")
	log.InfoContext(ctx, "order mail")
	log.Info("job done") // no request: no id
	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if len(lines) != 2 {
		t.Fatalf("%d lines", len(lines))
	}
	var first, second map[string]any
	if err := json.Unmarshal(lines[0], &first); err != nil || first["request_id"] != "req123" || first["area"] != "orders" {
		t.Errorf("with a request: %s", lines[0])
	}
	if err := json.Unmarshal(lines[1], &second); err != nil || second["request_id"] != nil {
		t.Errorf("without one: %s", lines[1])
	}
}

// Every error answer names its request, not only unexpected ones.
func TestErrorAnswersNameTheRequest(t *testing.T) {
	ctx := context.WithValue(context.Background(), requestIDKey, "req456")
	for _, tt := range []struct {
		name   string
		status int
		err    error
	}{
		{"NotFound", 404, core.Errorf(core.ENOTFOUND, "Loft not found.")},
		{"Invalid", 400, core.Invalid("name", "The name is required.")},
		{"Internal", 500, errors.New("disk on fire")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := errorBody(ctx, tt.status, "", tt.err)
			if b.RequestID != "req456" || b.GetStatus() != tt.status {
				t.Errorf("got %+v", b)
			}
		})
	}
}
