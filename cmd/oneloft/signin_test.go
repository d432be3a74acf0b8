package main

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/oauth2"
)

var (
	csrfField      = regexp.MustCompile(`name="csrf" value="([^"]+)"`)
	authRequestRef = regexp.MustCompile(`name="authRequestID" value="([^"]+)"`)
)

// signInAt signs in at the embedded provider of the server at base as the
// web app at public does (authorization code with PKCE, the login form
// filled in) and returns the access token.
func signInAt(tb testing.TB, base, public, email, password string) string {
	tb.Helper()
	jar, _ := cookiejar.New(nil)
	callback := public + "/login/callback"
	browser := &http.Client{Jar: jar, CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		if strings.HasPrefix(req.URL.String(), callback) {
			return http.ErrUseLastResponse
		}
		return nil
	}}
	conf := &oauth2.Config{ClientID: "oneloft-web", RedirectURL: callback, Scopes: []string{"openid", "profile", "email"},
		Endpoint: oauth2.Endpoint{AuthURL: base + "/sso/authorize", TokenURL: base + "/sso/oauth/token", AuthStyle: oauth2.AuthStyleInParams}}
	verifier := oauth2.GenerateVerifier()
	res, err := browser.Get(conf.AuthCodeURL("state-1", oauth2.S256ChallengeOption(verifier)))
	if err != nil {
		tb.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	csrf, id := csrfField.FindSubmatch(page), authRequestRef.FindSubmatch(page)
	if csrf == nil || id == nil {
		tb.Fatalf("login page: %d %.300s", res.StatusCode, page)
	}
	res, err = browser.PostForm(base+"/sso/login", url.Values{"authRequestID": {string(id[1])}, "csrf": {string(csrf[1])},
		"email": {email}, "password": {password}})
	if err != nil {
		tb.Fatal(err)
	}
	res.Body.Close()
	loc, _ := url.Parse(res.Header.Get("Location"))
	code := loc.Query().Get("code")
	if res.StatusCode != http.StatusFound || code == "" {
		tb.Fatalf("sign-in of %s: got %d to %q, want a redirect with a code", email, res.StatusCode, loc)
	}
	tok, err := conf.Exchange(context.Background(), code, oauth2.VerifierOption(verifier))
	if err != nil {
		tb.Fatal(err)
	}
	return tok.AccessToken
}
