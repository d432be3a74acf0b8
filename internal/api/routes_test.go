package api

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"
	"github.com/go-chi/chi/v5"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestRoutesWhoColumn checks the route table against what the server does:
// a visitor calling an operation for users never gets it done, and the
// description marks exactly those operations as needing a bearer token.
func TestRoutesWhoColumn(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	svc := service.New(service.Deps{Store: db})
	s := New(Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Orders: svc.Orders, ConfirmationPDF: func(io.Writer, *service.Confirmation, string) error { return nil }})
	srv := httptest.NewServer(s)
	defer srv.Close()
	param := regexp.MustCompile(`\{[^}]+\}`)
	n := 0
	for _, a := range s.routes() {
		for _, r := range a.routes {
			n++
			t.Run(r.op.OperationID, func(t *testing.T) {
				op := s.api.OpenAPI().Paths[r.op.Path]
				if got := op != nil && len(opOf(op, r.op.Method).Security) > 0; got != r.who.needsUser() {
					t.Errorf("bearer security: got %v, want %v", got, r.who.needsUser())
				}
				if !r.who.needsUser() {
					return
				}
				req, _ := http.NewRequest(r.op.Method, srv.URL+param.ReplaceAllString(r.op.Path, "1"), strings.NewReader("{}"))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("SeasonId", "1")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				// 400: the request's fields are checked before who calls
				if res.StatusCode != http.StatusUnauthorized && res.StatusCode != http.StatusBadRequest {
					t.Errorf("a visitor got %d, want 401 (or 400 for the empty body)", res.StatusCode)
				}
			})
		}
	}
	if n < 69 {
		t.Errorf("%d routes in the table, want every operation", n)
	}
}

// TestRoutesTableIsComplete walks the router: every route on it is an
// operation or a mount of the table in routes.go, and every one of those is
// on it, whatever the wiring.
func TestRoutesTableIsComplete(t *testing.T) {
	s := New(Config{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	table := map[string]bool{}
	for _, a := range s.routes() {
		for _, r := range a.routes {
			table[r.op.Method+" "+r.op.Path] = true
		}
	}
	for _, m := range s.mounts() {
		if m.beside {
			continue
		}
		if !strings.Contains(m.pattern, " ") {
			for _, method := range []string{"CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "QUERY", "TRACE"} {
				table[method+" "+m.pattern] = true
			}
			continue
		}
		table[m.pattern] = true
	}
	seen := map[string]bool{}
	err := chi.Walk(s.router, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		if !table[method+" "+route] {
			t.Errorf("%s %s is on the router but not in the table", method, route)
		}
		seen[method+" "+route] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for r := range table {
		if !seen[r] {
			t.Errorf("%s is in the table but not on the router", r)
		}
	}
	if len(s.beside) != 2 {
		t.Errorf("got %d mounts beside the router, want the websocket and the sign-in provider", len(s.beside))
	}
}

// opOf is the operation of a path for method.
func opOf(p *huma.PathItem, method string) *huma.Operation {
	op := map[string]*huma.Operation{http.MethodGet: p.Get, http.MethodPost: p.Post, http.MethodPut: p.Put, http.MethodPatch: p.Patch, http.MethodDelete: p.Delete}[method]
	if op == nil {
		return &huma.Operation{}
	}
	return op
}
