package sso_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
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

// Every form of the provider refuses a post without the page's token or with
// another browser's: a page elsewhere cannot post them with the user's cookies.
func TestFormsNeedTheirToken(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	s := e.signedInBrowser(t)
	_, page := get(t, s.b, e.srv.URL+"/sso/account")
	other := e.browser()
	_, otherPage := get(t, other, e.srv.URL+"/sso/forgot-password")
	for _, path := range []string{"/sso/login", "/sso/register", "/sso/resend-verification", "/sso/forgot-password", "/sso/reset-password",
		"/sso/account", "/sso/account/password", "/sso/account/image", "/sso/account/phone", "/sso/account/phone/verify", "/sso/account/sign-out-everywhere"} {
		for name, token := range map[string]string{"none": "", "another browser's": csrfOf(otherPage), "forged": "AAAA"} {
			req, _ := http.NewRequest(http.MethodPost, e.srv.URL+path, strings.NewReader(url.Values{"csrf": {token}, "first_name": {"Mallory"}}.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			res, err := (&http.Client{Jar: s.b.Jar}).Do(req) // the user's cookies, without the filler's token
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusForbidden {
				t.Errorf("%s with %s token: %d, want 403", path, name, res.StatusCode)
			}
		}
	}
	if u, _ := e.db.FindUserByID(context.Background(), e.user.ID); u.FirstName == "Mallory" {
		t.Error("a forged account form changed the user")
	}
	// The user's own page's token works.
	if status, body := post(t, s.b, e.srv.URL+"/sso/account", url.Values{"csrf": {csrfOf(page)}, "first_name": {"Faye"}, "last_name": {"Fancier"}, "lang": {"de"}}); status != 200 {
		t.Fatalf("own form: %d %s", status, body)
	}
}
