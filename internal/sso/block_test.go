package sso_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// status sends an API request with a bearer token and returns its status.
func (e *env) status(t *testing.T, token, method, path string) int {
	t.Helper()
	code, _ := e.call(t, token, method, path, "{}")
	return code
}

// TestBlockedUser signs a fancier in through the real provider, has an admin
// block them through the API, and checks that their access token is refused
// at once, their refresh token fails, the provider refuses their password
// and their provider session; once unblocked they sign in again.
func TestBlockedUser(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db, time.Hour)
		fay := e.user
		hash, _ := sso.HashPassword(password)
		now := time.Now()
		admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", PasswordHash: hash, EmailVerified: &now, AdminLevel: 1}
		if err := service.New(service.Deps{Store: db}).Users.CreateUser(core.SystemContext(context.Background()), admin); err != nil {
			t.Fatal(err)
		}
		ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
		conf := e.oauth(e.srv.URL + "/login/callback")
		signIn := func(u *core.User, b *http.Client) *oauth2.Token {
			t.Helper()
			e.user = u
			verifier := oauth2.GenerateVerifier()
			tok, err := conf.Exchange(ctx, e.signIn(t, b, conf, verifier), oauth2.VerifierOption(verifier))
			if err != nil {
				t.Fatalf("exchange: %v", err)
			}
			return tok
		}
		adminTok := signIn(admin, e.browser()).AccessToken
		fayBrowser := e.browser()
		fayTok := signIn(fay, fayBrowser)
		if got := e.status(t, fayTok.AccessToken, http.MethodGet, "/api/custom/v1/user/me"); got != 200 {
			t.Fatalf("before the block: got %d, want 200", got)
		}

		if got := e.status(t, adminTok, http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/block", fay.ID)); got != 200 {
			t.Fatalf("block: got %d, want 200", got)
		}
		t.Run("ErrAccessTokenAtOnce", func(t *testing.T) {
			status, body := e.me(t, fayTok.AccessToken)
			if status != 401 || body["message"] != core.MsgTokenInvalid {
				t.Fatalf("got %d %v, want 401 %q", status, body, core.MsgTokenInvalid)
			}
		})
		t.Run("ErrRefresh", func(t *testing.T) {
			if _, err := conf.TokenSource(ctx, &oauth2.Token{RefreshToken: fayTok.RefreshToken}).Token(); err == nil {
				t.Fatal("a blocked user's refresh token worked")
			}
		})
		t.Run("ErrPassword", func(t *testing.T) {
			b := e.browser()
			id := e.authRequestID(t, b)
			status, body := post(t, b, e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {fay.Email}, "password": {password}, "lang": {"de"}})
			if status != http.StatusForbidden {
				t.Fatalf("got %d, want 403", status)
			}
			contains(t, body, "Dieses Konto wurde gesperrt") // in the page's language
		})
		t.Run("ErrProviderSession", func(t *testing.T) {
			// The browser Fay signed in with keeps the provider's cookie: it must not sign her in again.
			res, err := fayBrowser.Get(conf.AuthCodeURL("state-1", oauth2.S256ChallengeOption(oauth2.GenerateVerifier())))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode == http.StatusFound {
				t.Fatalf("the provider session signed a blocked user in: %s", res.Header.Get("Location"))
			}
		})

		if got := e.status(t, adminTok, http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/unblock", fay.ID)); got != 200 {
			t.Fatalf("unblock: got %d, want 200", got)
		}
		t.Run("OKAfterUnblock", func(t *testing.T) {
			tok := signIn(fay, e.browser())
			if got := e.status(t, tok.AccessToken, http.MethodGet, "/api/custom/v1/user/me"); got != 200 {
				t.Fatalf("got %d, want 200", got)
			}
			if _, err := conf.TokenSource(ctx, &oauth2.Token{RefreshToken: tok.RefreshToken}).Token(); err != nil {
				t.Fatalf("refresh: %v", err)
			}
		})
	})
}

// TestAdminResendsVerification has an admin mail an unverified user a new
// link through the API; the link verifies the address.
func TestAdminResendsVerification(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	e := newEnv(t, db, time.Hour)
	svc := service.New(service.Deps{Store: db})
	jan := &core.User{Email: "jan@example.nl", FirstName: "Jan", LastName: "de Jong", Language: "nl"}
	hash, _ := sso.HashPassword(password)
	now := time.Now()
	admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", PasswordHash: hash, EmailVerified: &now, AdminLevel: 1}
	for _, u := range []*core.User{jan, admin} {
		if err := svc.Users.CreateUser(core.SystemContext(context.Background()), u); err != nil {
			t.Fatal(err)
		}
	}
	e.user = admin
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	conf := e.oauth(e.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	tok, err := conf.Exchange(ctx, e.signIn(t, e.browser(), conf, verifier), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	if got := e.status(t, tok.AccessToken, http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/verification", jan.ID)); got != http.StatusNoContent {
		t.Fatalf("resend: got %d, want 204", got)
	}
	mail := e.mail.Wait(t, 1)
	if mail.To[0] != "jan@example.nl" || mail.Link() == "" {
		t.Fatalf("mail: %+v", mail)
	}
	if status, body := get(t, e.browser(), mail.Link()); status != 200 {
		t.Fatalf("verify: %d %s", status, body)
	}
	if u, _ := db.FindUserByID(context.Background(), jan.ID); u.EmailVerified == nil {
		t.Fatal("the link did not verify the address")
	}
	if got := e.status(t, tok.AccessToken, http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/verification", jan.ID)); got != http.StatusConflict {
		t.Fatalf("resend to a verified address: got %d, want 409", got)
	}
}
