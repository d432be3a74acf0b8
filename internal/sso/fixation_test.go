package sso_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// startSignIn begins a sign-in in browser b with the verifier's challenge
// and returns the id of its auth request, from the page authorize leads to.
func (e *env) startSignIn(t *testing.T, b *http.Client, verifier string) (id, page string) {
	t.Helper()
	res, err := b.Get(e.oauth(e.srv.URL+"/login/callback").AuthCodeURL("state-1", oauth2.S256ChallengeOption(verifier)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if id = res.Request.URL.Query().Get("authRequestID"); id == "" {
		t.Fatalf("authorize led to %d %s", res.StatusCode, res.Request.URL)
	}
	return id, string(body)
}

// noRedirects is a browser with b's cookies that stops at every redirect.
func noRedirects(b *http.Client) *http.Client {
	return &http.Client{Jar: b.Jar, Transport: b.Transport,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// The attack of the second outside review: an attacker begins a sign-in
// with their own PKCE verifier and gets a signed-in victim's browser to open
// its login page (a link, or location.href from any site). The provider
// finished the attacker's request for the victim without a click, and the
// attacker fetched the code from the callback and exchanged it for the
// victim's tokens. Now the request belongs to the attacker's browser: the
// victim's browser can neither see its login page nor finish it, and the
// attacker gets no code.
func TestAuthRequestFixation(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db, time.Hour)
		victim := e.signedInBrowser(t)
		attacker := e.browser()
		verifier := oauth2.GenerateVerifier()
		id, _ := e.startSignIn(t, attacker, verifier)

		res, err := noRedirects(victim.b).Get(e.srv.URL + "/sso/login?authRequestID=" + id)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusForbidden || !strings.Contains(string(body), "another browser") {
			t.Fatalf("the victim's browser opening the attacker's login page: %d %s %s", res.StatusCode, res.Header.Get("Location"), body)
		}
		// Nor do the page's forms finish it, posted with the victim's own form token.
		_, page := get(t, victim.b, e.srv.URL+"/sso/account")
		for _, path := range []string{"/sso/login/continue", "/sso/login"} {
			res, err := noRedirects(victim.b).PostForm(e.srv.URL+path, url.Values{"csrf": {csrfOf(page)}, "authRequestID": {id},
				"email": {e.user.Email}, "password": {password}})
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusForbidden {
				t.Errorf("victim posts %s for the attacker's request: %d %s", path, res.StatusCode, res.Header.Get("Location"))
			}
		}
		if req, err := db.FindAuthRequest(context.Background(), id); err != nil || req.Done() {
			t.Fatalf("the attacker's request: %v, done %v", err, req != nil && req.Done())
		}
		res, err = noRedirects(attacker).Get(e.srv.URL + "/sso/authorize/callback?id=" + id)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if loc := res.Header.Get("Location"); strings.Contains(loc, "code=") {
			t.Fatalf("the attacker got a code: %s", loc)
		}
	})
}

// The code of a sign-in goes only to the browser that began it, even when
// another browser knows the callback's address.
func TestCallbackNeedsTheBrowserThatBegan(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	owner := e.browser()
	id, _ := e.startSignIn(t, owner, oauth2.GenerateVerifier())
	res, err := noRedirects(owner).PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {password}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	callback := res.Header.Get("Location")
	if !strings.Contains(callback, "/sso/authorize/callback?id=") {
		t.Fatalf("login led to %d %s", res.StatusCode, callback)
	}
	for _, tc := range []struct {
		name     string
		b        *http.Client
		wantCode bool
	}{
		{"ErrOtherBrowser", e.browser(), false},
		{"OK", owner, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := noRedirects(tc.b).Get(callback)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if got := strings.Contains(res.Header.Get("Location"), "code="); got != tc.wantCode {
				t.Fatalf("code issued: %v, want %v (%d %s)", got, tc.wantCode, res.StatusCode, res.Header.Get("Location"))
			}
		})
	}
}

// A browser with a provider session is asked "Continue as …" instead of
// being signed in by the GET of the login page; the page's form, with its
// token, finishes the sign-in, and another account can be chosen.
func TestKnownSessionContinuesWithAClick(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	s := e.signedInBrowser(t)
	id, page := e.startSignIn(t, s.b, oauth2.GenerateVerifier())
	contains(t, page, e.user.Email, `action="/sso/login/continue"`, `name="csrf"`, "other=1")

	res, err := (&http.Client{Jar: s.b.Jar, CheckRedirect: s.b.CheckRedirect}).PostForm(e.srv.URL+"/sso/login/continue",
		url.Values{"authRequestID": {id}}) // without the page's token
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Fatalf("continue without the form token: %d", res.StatusCode)
	}
	res, err = s.b.PostForm(e.srv.URL+"/sso/login/continue", url.Values{"authRequestID": {id}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	codeFrom(t, res)

	id, _ = e.startSignIn(t, s.b, oauth2.GenerateVerifier())
	_, page = get(t, s.b, e.srv.URL+"/sso/login?other=1&authRequestID="+id)
	contains(t, page, `action="/sso/login"`, `name="password"`)
}
