package sso_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// signedIn is one browser signed in at the provider, with the web app's
// tokens from that sign-in.
type signedIn struct {
	b   *http.Client
	tok *oauth2.Token
}

func (e *env) signedInBrowser(t testing.TB) signedIn {
	t.Helper()
	b := e.browser()
	conf := e.oauth(e.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	tok, err := conf.Exchange(ctx, e.signIn(t, b, conf, verifier), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	return signedIn{b: b, tok: tok}
}

// refreshWorks reports whether the sign-in's refresh token still gives tokens.
func (e *env) refreshWorks(s signedIn) bool {
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	_, err := e.oauth(e.srv.URL+"/login/callback").TokenSource(ctx, &oauth2.Token{RefreshToken: s.tok.RefreshToken}).Token()
	return err == nil
}

// wantSignedOut checks that nothing of a sign-in works any more: its access
// token, its refresh token, and the provider's session cookie.
func (e *env) wantSignedOut(t *testing.T, s signedIn, what string) {
	t.Helper()
	if status, _ := e.me(t, s.tok.AccessToken); status != http.StatusUnauthorized {
		t.Errorf("%s: access token answers %d, want 401", what, status)
	}
	if e.refreshWorks(s) {
		t.Errorf("%s: the refresh token still works", what)
	}
	if status, _ := get(t, s.b, e.srv.URL+"/sso/account"); status != http.StatusUnauthorized {
		t.Errorf("%s: the provider session still opens the account page (%d)", what, status)
	}
}

// requestReset asks for a reset link and returns its token.
func (e *env) requestReset(t *testing.T, n int) string {
	t.Helper()
	b := e.browser()
	get(t, b, e.srv.URL+"/sso/forgot-password")
	if status, body := post(t, b, e.srv.URL+"/sso/forgot-password", url.Values{"email": {e.user.Email}}); status != 200 {
		t.Fatalf("forgot: %d %s", status, body)
	}
	link, _ := url.Parse(e.mail.Wait(t, n).Link())
	return link.Query().Get("token")
}

func TestPasswordResetEndsSessions(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	s := e.signedInBrowser(t)
	if status, _ := e.me(t, s.tok.AccessToken); status != 200 {
		t.Fatalf("fresh token: %d", status)
	}
	older := e.requestReset(t, 1)
	newer := e.requestReset(t, 2)
	reset := func(token, pw string) int {
		b := e.browser()
		get(t, b, e.srv.URL+"/sso/reset-password?token="+token)
		status, _ := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {pw}, "password_confirmation": {pw}})
		return status
	}
	if status := reset(older, "Brieftaube7"); status != http.StatusBadRequest {
		t.Fatalf("a reset link still worked after a newer one was sent: %d", status)
	}
	if status := reset(newer, "Brieftaube7"); status != 200 {
		t.Fatalf("reset: %d", status)
	}
	e.wantSignedOut(t, s, "after a password reset")
}

func TestPasswordChangeEndsOtherSessions(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	here, there := e.signedInBrowser(t), e.signedInBrowser(t)
	pending := e.requestReset(t, 1)
	if status, body := post(t, here.b, e.srv.URL+"/sso/account/password", url.Values{"current_password": {password}, "password": {"Another123"}}); status != 200 {
		t.Fatalf("change password: %d %s", status, body)
	}
	e.wantSignedOut(t, there, "another browser after a password change")
	if status, _ := e.me(t, here.tok.AccessToken); status != http.StatusUnauthorized {
		t.Errorf("the web app's token of the changing browser answers %d, want 401", status)
	}
	if status, _ := get(t, here.b, e.srv.URL+"/sso/account"); status != 200 {
		t.Errorf("the browser that changed the password lost its account page: %d", status)
	}
	b := e.browser()
	get(t, b, e.srv.URL+"/sso/reset-password?token="+pending)
	if status, _ := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {pending}, "password": {"Third1234"}, "password_confirmation": {"Third1234"}}); status != http.StatusBadRequest {
		t.Errorf("a reset link sent before the change still works: %d", status)
	}
}

func TestLogoutEndsSession(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	s := e.signedInBrowser(t)
	u, _ := url.Parse(e.srv.URL + "/sso/account")
	stolen := s.b.Jar.Cookies(u) // a copy of the session cookie, as a thief would keep it
	if len(stolen) == 0 {
		t.Fatal("no provider session cookie")
	}
	logout(t, e, s.b)
	jar, _ := cookiejar.New(nil)
	jar.SetCookies(u, stolen)
	e.wantSignedOut(t, signedIn{b: &http.Client{Jar: jar}, tok: s.tok}, "after logout, with a copy of the cookie")
}

func TestSignOutEverywhere(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	here, there := e.signedInBrowser(t), e.signedInBrowser(t)
	_, page := get(t, here.b, e.srv.URL+"/sso/account")
	contains(t, page, `action="/sso/account/sign-out-everywhere"`)
	if status, body := post(t, here.b, e.srv.URL+"/sso/account/sign-out-everywhere", url.Values{"csrf": {csrfOf(page)}}); status != 200 {
		t.Fatalf("sign out everywhere: %d %s", status, body)
	}
	e.wantSignedOut(t, there, "another browser")
	e.wantSignedOut(t, here, "this browser")
}
