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

// opOf is the operation of a path for method.
func opOf(p *huma.PathItem, method string) *huma.Operation {
	op := map[string]*huma.Operation{http.MethodGet: p.Get, http.MethodPost: p.Post, http.MethodPut: p.Put, http.MethodDelete: p.Delete}[method]
	if op == nil {
		return &huma.Operation{}
	}
	return op
}
