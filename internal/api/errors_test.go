package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// TestErrorsNeverLeak drives the one error writer through a server with
// operations that fail in every way a handler can: whatever the error, the
// client gets the one error shape, and only core errors say more than
// "Internal error.".
func TestErrorsNeverLeak(t *testing.T) {
	var logs bytes.Buffer
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	secret := `pq: relation "secret_table" does not exist`
	fail := map[string]error{
		"raw":      errors.New(secret),
		"wrapped":  fmt.Errorf("finding: %w", errors.New(secret)),
		"internal": core.Errorf(core.EINTERNAL, "%s", secret),
		"invalid":  core.Invalid("name", "The name is required."),
		"notfound": fmt.Errorf("loading: %w", core.Errorf(core.ENOTFOUND, "Loft not found.")),
		"down":     core.Errorf(core.EUNAVAILABLE, "Card payments are unavailable at the moment."),
	}
	type item struct {
		N int64 `json:"n"`
	}
	huma.Register(s.api, huma.Operation{OperationID: "fail", Method: http.MethodPost, Path: "/api/test/fail/{kind}"},
		func(_ context.Context, in *struct {
			Kind string `path:"kind"`
			Body struct {
				N     int64  `json:"n,omitempty"`
				Items []item `json:"items,omitempty"`
			}
		}) (*struct{}, error) {
			if in.Kind == "panic" {
				panic(secret)
			}
			return nil, fail[in.Kind]
		})
	srv := httptest.NewServer(s)
	defer srv.Close()

	for _, tt := range []struct {
		name, kind, body string
		wantStatus       int
		wantMessage      string
		wantField        string // a field of "errors"
		wantRequestID    bool   // an unexpected error: logged with its detail under the request id
	}{
		{"500Raw", "raw", `{}`, 500, msgInternal, "", true},
		{"500Wrapped", "wrapped", `{}`, 500, msgInternal, "", true},
		{"500CoreInternal", "internal", `{}`, 500, msgInternal, "", true},
		{"500Panic", "panic", `{}`, 500, msgInternal, "", true},
		{"400CoreInvalid", "invalid", `{}`, 400, "The name is required.", "name", false},
		{"404WrappedCore", "notfound", `{}`, 404, "Loft not found.", "", false},
		{"503Unavailable", "down", `{}`, 503, "Card payments are unavailable at the moment.", "", false},
		{"400NumberOutOfRange", "raw", `{"n": 1e30}`, 400, "The number is out of range.", "n", false},
		{"400NumberTooLong", "raw", `{"n": 99999999999999999999999}`, 400, "The number is out of range.", "n", false},
		{"400NestedOutOfRange", "raw", `{"items": [{"n": 1e30}]}`, 400, "The number is out of range.", "items.n", false},
		{"400WrongType", "raw", `{"n": "many"}`, 400, "expected integer", "n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			logs.Reset()
			res, err := http.Post(srv.URL+"/api/test/fail/"+tt.kind, "application/json", strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var got ErrorBody
			if err := json.NewDecoder(res.Body).Decode(&got); err != nil {
				t.Fatalf("error shape: %v", err)
			}
			if res.StatusCode != tt.wantStatus || got.Message != tt.wantMessage {
				t.Fatalf("got %d %q, want %d %q", res.StatusCode, got.Message, tt.wantStatus, tt.wantMessage)
			}
			if tt.wantField != "" && len(got.Errors[tt.wantField]) == 0 {
				t.Errorf("errors: got %v, want a message for %q", got.Errors, tt.wantField)
			}
			text := fmt.Sprint(got)
			for _, leak := range []string{"secret_table", "Go struct", "int64", "json:"} {
				if strings.Contains(text, leak) {
					t.Errorf("answer %s leaks %q", text, leak)
				}
			}
			header := res.Header.Get("X-Request-Id")
			if header == "" {
				t.Error("no X-Request-Id header")
			}
			if got.RequestID == "" || got.RequestID != header { // every answer names its request (issue 16)
				t.Errorf("request id: got %q, header %q", got.RequestID, header)
			}
			if !tt.wantRequestID { // an expected error logs nothing
				return
			}
			if l := logs.String(); !strings.Contains(l, got.RequestID) || !strings.Contains(l, "secret_table") {
				t.Errorf("log: got %s, want the request id and the detail", l)
			}
		})
	}
}
