package sso_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// logout logs browser b out as a person does: the confirmation page, then
// its button.
func logout(t *testing.T, e *env, b *http.Client) {
	t.Helper()
	_, page := get(t, b, e.srv.URL+"/sso/logout")
	contains(t, page, `action="/sso/logout"`)
	res, err := noRedirects(b).PostForm(e.srv.URL+"/sso/logout", url.Values{"csrf": {csrfOf(page)}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusFound {
		t.Fatalf("logout: %d", res.StatusCode)
	}
}

// wantSignedIn checks that a sign-in still works: its access token and the
// provider's session.
func (e *env) wantSignedIn(t *testing.T, s signedIn, what string) {
	t.Helper()
	if status, _ := e.me(t, s.tok.AccessToken); status != http.StatusOK {
		t.Errorf("%s: access token answers %d, want 200", what, status)
	}
	if status, _ := get(t, s.b, e.srv.URL+"/sso/account"); status != http.StatusOK {
		t.Errorf("%s: the provider session no longer opens the account page (%d)", what, status)
	}
}

// A page elsewhere can send the browser to the logout addresses with its
// cookies (a link, an image, location.href): that alone logs nobody out.
// The account page's logout is a form with the browser's token; the OpenID
// end-session endpoint ends a session at once only with an ID token of the
// session's user as hint (the web app's logout), and asks everyone else.
func TestLogoutNotByCrossSiteGET(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	home := e.srv.URL + "/"
	endSession := func(hint string) string {
		q := url.Values{"post_logout_redirect_uri": {home}, "client_id": {"oneloft-web"}}
		if hint != "" {
			q.Set("id_token_hint", hint)
		}
		return e.srv.URL + "/sso/end_session?" + q.Encode()
	}
	other := e.otherUserIDToken(t)

	for _, tc := range []struct {
		name string
		url  func(s signedIn) string
	}{
		{"Logout", func(signedIn) string { return e.srv.URL + "/sso/logout" }},
		{"EndSessionWithoutHint", func(signedIn) string { return endSession("") }},
		{"EndSessionWithAnotherUsersHint", func(signedIn) string { return endSession(other) }},
		{"EndSessionWithAForgedHint", func(s signedIn) string { return endSession(idToken(s) + "x") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := e.signedInBrowser(t)
			status, page := get(t, noRedirects(&http.Client{Jar: s.b.Jar}), tc.url(s)) // no form token: a foreign page's request
			if status != http.StatusOK || !strings.Contains(page, `name="csrf"`) {
				t.Fatalf("got %d, want the confirmation page:\n%s", status, page)
			}
			e.wantSignedIn(t, s, "after a cross-site GET")
			// The page's button logs out and goes on where the app asked.
			res, err := noRedirects(s.b).PostForm(e.srv.URL+formAction(page), url.Values{"csrf": {csrfOf(page)}})
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusFound || res.Header.Get("Location") != home {
				t.Errorf("confirmed: %d %s, want a redirect to %s", res.StatusCode, res.Header.Get("Location"), home)
			}
			e.wantSignedOut(t, s, "after the confirmation")
		})
	}
	t.Run("EndSessionWithTheUsersHint", func(t *testing.T) {
		s := e.signedInBrowser(t)
		res, err := noRedirects(s.b).Get(endSession(idToken(s)))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusFound || res.Header.Get("Location") != home {
			t.Fatalf("got %d %s, want a redirect to %s", res.StatusCode, res.Header.Get("Location"), home)
		}
		e.wantSignedOut(t, s, "after the web app's logout")
	})
}

func idToken(s signedIn) string {
	v, _ := s.tok.Extra("id_token").(string)
	return v
}

// formAction is the path a page's form posts to.
func formAction(page string) string {
	_, rest, _ := strings.Cut(page, `<form method="post" action="`)
	path, _, _ := strings.Cut(rest, `"`)
	return path
}

// otherUserIDToken signs another user in and returns their ID token.
func (e *env) otherUserIDToken(t *testing.T) string {
	t.Helper()
	hash, _ := sso.HashPassword(password)
	now := time.Now()
	u := &core.User{Email: "mallory@example.org", FirstName: "Mallory", LastName: "M", PasswordHash: hash, EmailVerified: &now, Language: "en"}
	if err := e.db.CreateUser(core.SystemContext(t.Context()), u); err != nil {
		t.Fatal(err)
	}
	keep := e.user
	e.user = u
	defer func() { e.user = keep }()
	return idToken(e.signedInBrowser(t))
}
