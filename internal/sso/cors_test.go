package sso_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The provider's endpoints that a web app calls with fetch (token, userinfo,
// keys) answer CORS only for the web apps it knows: the public URL and the
// origins of the configured redirect URIs. Any other origin gets no
// Access-Control-Allow-Origin, so a page elsewhere cannot read answers sent
// with the user's cookies.
func TestCORSOnlyForConfiguredOrigins(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	for _, tc := range []struct {
		name, origin, method, want string
	}{
		{"own origin, preflight", e.srv.URL, http.MethodOptions, e.srv.URL},
		{"own origin, token", e.srv.URL, http.MethodPost, e.srv.URL},
		{"other origin, preflight", "https://evil.example", http.MethodOptions, ""},
		{"other origin, token", "https://evil.example", http.MethodPost, ""},
		{"other origin, keys", "https://evil.example", http.MethodGet, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := "/sso/oauth/token"
			if tc.method == http.MethodGet {
				path = "/sso/keys"
			}
			req, _ := http.NewRequest(tc.method, e.srv.URL+path, nil)
			req.Header.Set("Origin", tc.origin)
			if tc.method == http.MethodOptions {
				req.Header.Set("Access-Control-Request-Method", http.MethodPost)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if got := res.Header.Get("Access-Control-Allow-Origin"); got != tc.want {
				t.Errorf("Access-Control-Allow-Origin = %q, want %q", got, tc.want)
			}
			if tc.want == "" && res.Header.Get("Access-Control-Allow-Credentials") != "" {
				t.Errorf("credentials allowed for %s", tc.origin)
			}
		})
	}
}
