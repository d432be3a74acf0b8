package api_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func fetch(t *testing.T, srv *httptest.Server, path string) (*http.Response, string) {
	t.Helper()
	res, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// directives splits a Content-Security-Policy into its directives.
func directives(csp string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		if name != "" {
			out[name] = value
		}
	}
	return out
}

// TestSecurityHeaders: every answer carries the security headers, and each
// kind of document its Content-Security-Policy (security review, item 5).
func TestSecurityHeaders(t *testing.T) {
	srv, id := newServer(t, testutil.MustOpenDB(t, store.SQLite))
	for _, path := range []string{"/", "/lofts/1", "/api/public/lofts", "/api/health", "/api/docs", "/api/nothing", "/assets/app-1a2b.js", "/sso/login"} {
		t.Run(path, func(t *testing.T) {
			res, _ := fetch(t, srv, path)
			h := res.Header
			for name, want := range map[string]string{
				"X-Content-Type-Options":    "nosniff",
				"X-Frame-Options":           "DENY",
				"Referrer-Policy":           "strict-origin-when-cross-origin",
				"Strict-Transport-Security": "max-age=31536000", // the fixture's public URL is https
			} {
				if got := h.Get(name); got != want {
					t.Errorf("%s: got %q, want %q", name, got, want)
				}
			}
			if pp := h.Get("Permissions-Policy"); !strings.Contains(pp, "camera=()") || !strings.Contains(pp, "geolocation=()") {
				t.Errorf("Permissions-Policy: got %q", pp)
			}
			csp := directives(h.Get("Content-Security-Policy"))
			if csp["frame-ancestors"] != "'none'" {
				t.Errorf("frame-ancestors: got %q in %q", csp["frame-ancestors"], h.Get("Content-Security-Policy"))
			}
			if s, ok := csp["script-src"]; ok && (strings.Contains(s, "unsafe") || strings.Contains(s, "http")) {
				t.Errorf("script-src allows more than the origin: %q", s)
			}
		})
	}
	_ = id

	t.Run("App", func(t *testing.T) {
		res, page := fetch(t, srv, "/")
		csp := directives(res.Header.Get("Content-Security-Policy"))
		nonce := regexp.MustCompile(`<meta name="csp-nonce" content="([^"]+)">`).FindStringSubmatch(page)
		if nonce == nil {
			t.Fatalf("index.html has no nonce: %s", page)
		}
		for name, want := range map[string]string{
			"default-src": "'self'", "script-src": "'self'", "style-src": "'self' 'nonce-" + nonce[1] + "'",
			"object-src": "'none'", "base-uri": "'self'", "form-action": "'self'",
		} {
			if csp[name] != want {
				t.Errorf("%s: got %q, want %q", name, csp[name], want)
			}
		}
		if _, again := fetch(t, srv, "/"); strings.Contains(again, nonce[1]) {
			t.Error("two answers share a nonce")
		}
	})
	t.Run("APIAnswers", func(t *testing.T) {
		res, _ := fetch(t, srv, "/api/public/lofts")
		if got := res.Header.Get("Content-Security-Policy"); !strings.HasPrefix(got, "default-src 'none'") {
			t.Errorf("a JSON answer's policy: got %q", got)
		}
	})
	t.Run("DocsFromTheBinary", func(t *testing.T) {
		res, page := fetch(t, srv, "/api/docs")
		if res.StatusCode != 200 || strings.Contains(page, "unpkg.com") || !strings.Contains(page, `src="/api/docs/assets/web-components.min.js"`) {
			t.Fatalf("docs page: %d %s", res.StatusCode, page)
		}
		if csp := res.Header.Get("Content-Security-Policy"); strings.Contains(csp, "http") {
			t.Errorf("the docs policy names another host: %q", csp)
		}
		for path, ctype := range map[string]string{"/api/docs/assets/web-components.min.js": "text/javascript", "/api/docs/assets/styles.min.css": "text/css"} {
			res, body := fetch(t, srv, path)
			if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), ctype) || len(body) < 100_000 {
				t.Errorf("%s: %d %s, %d bytes", path, res.StatusCode, res.Header.Get("Content-Type"), len(body))
			}
		}
		if res, _ := fetch(t, srv, "/api/docs/assets/../../etc/passwd"); res.StatusCode != 404 {
			t.Errorf("unknown asset: %d", res.StatusCode)
		}
	})
}

// TestNoHSTSOverHTTP: HSTS only when the public URL is https.
func TestNoHSTSOverHTTP(t *testing.T) {
	srv := httptest.NewServer(api.New(api.Config{Service: service.New(service.Deps{Store: testutil.MustOpenDB(t, store.SQLite)}), PublicURL: "http://localhost:8080"}))
	defer srv.Close()
	res, _ := fetch(t, srv, "/api/health")
	if got := res.Header.Get("Strict-Transport-Security"); got != "" {
		t.Errorf("HSTS over http: %q", got)
	}
	if res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Error("no nosniff")
	}
}
