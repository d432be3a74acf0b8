package sso_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

type env struct {
	srv      *httptest.Server
	db       *store.DB
	accounts *service.Accounts
	mail     *testutil.SMTPServer
	sms      *smsGateway
	user     *core.User
	issuer   string
}

const password = "Secret123"

// newEnv starts a whole oneloft (API + embedded provider) on a real port.
func newEnv(t testing.TB, db *store.DB, accessTTL time.Duration) *env {
	return newEnvAt(t, db, accessTTL, nil)
}

// newEnvAt is newEnv with the provider on the given clock.
func newEnvAt(t testing.TB, db *store.DB, accessTTL time.Duration, now core.Clock) *env {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	public := "http://" + ln.Addr().String()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	e := &env{db: db, mail: testutil.StartSMTP(t), sms: startSMS(t)}
	mailer, err := notify.NewSMTPMailer(e.mail.URL(), "oneloft <no-reply@oneloft.example>")
	if err != nil {
		t.Fatal(err)
	}
	svc := service.New(service.Deps{Store: db, Hasher: sso.Argon2id{}, Mailer: mailer, SMS: notify.HTTPSMS{URL: e.sms.srv.URL, Token: "sms-token"},
		Accounts: service.DefaultAccountConfig(public), Orders: service.OrderConfig{PublicURL: public}})
	e.accounts = svc.Accounts
	files, err := media.OpenDir(t.TempDir(), "/api/public/files/")
	if err != nil {
		t.Fatal(err)
	}
	p, err := sso.New(context.Background(), sso.Config{PublicURL: public, ClientID: "oneloft-web", AccessTTL: accessTTL, Now: now,
		SaveImage: files.SaveImage}, db, e.accounts, log)
	if err != nil {
		t.Fatal(err)
	}
	e.issuer = p.Issuer()
	v := p.Verifier()
	handler := api.New(api.Config{Service: svc, Logger: log, PublicURL: public, SSO: p, Accounts: e.accounts, Files: files.Handler(),
		Orders: svc.Orders, Auth: api.Auth{Embedded: true, Issuer: p.Issuer(), ClientID: "oneloft-web",
			Verify: func(ctx context.Context, raw string) (service.ExternalProfile, error) {
				c, err := v.Verify(ctx, raw)
				if err != nil {
					return service.ExternalProfile{}, err
				}
				return service.ExternalProfile{Issuer: c.Issuer, Subject: c.Subject, Email: c.Email}, nil
			}}})
	e.srv = &httptest.Server{Listener: ln, Config: &http.Server{Handler: handler}}
	e.srv.Start()
	t.Cleanup(e.srv.Close)
	hash, _ := sso.HashPassword(password)
	verified := time.Now()
	e.user = &core.User{Email: "fay@example.org", FirstName: "Fay", LastName: "Fancier", PasswordHash: hash, EmailVerified: &verified, Language: "de"}
	if err := svc.Users.CreateUser(context.Background(), e.user); err != nil {
		t.Fatal(err)
	}
	return e
}

// browser follows redirects within the server but stops at the app's callback.
func (e *env) browser() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Transport: &formFiller{}, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if strings.HasSuffix(req.URL.Path, "/login/callback") {
			return http.ErrUseLastResponse
		}
		return nil
	}}
}

func (e *env) oauth(redirect string) *oauth2.Config {
	return &oauth2.Config{ClientID: "oneloft-web", RedirectURL: redirect,
		Endpoint: oauth2.Endpoint{AuthURL: e.issuer + "/authorize", TokenURL: e.issuer + "/oauth/token", AuthStyle: oauth2.AuthStyleInParams},
		Scopes:   []string{oidc.ScopeOpenID, "profile", "email", oidc.ScopeOfflineAccess}}
}

// signIn runs the browser part: authorize, the login form, back to the app
// with a code.
func (e *env) signIn(t testing.TB, b *http.Client, conf *oauth2.Config, verifier string) string {
	t.Helper()
	res, err := b.Get(conf.AuthCodeURL("state-1", oauth2.S256ChallengeOption(verifier)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(body), `name="authRequestID"`) {
		t.Fatalf("login page: %d %s", res.StatusCode, body)
	}
	id := res.Request.URL.Query().Get("authRequestID")
	if strings.Contains(string(body), `action="/sso/login/continue"`) { // the provider session knows us: "Continue"
		res, err = b.PostForm(e.srv.URL+"/sso/login/continue", url.Values{"authRequestID": {id}})
	} else {
		res, err = b.PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {password}})
	}
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return codeFrom(t, res)
}

func codeFrom(t testing.TB, res *http.Response) string {
	t.Helper()
	loc, err := url.Parse(res.Header.Get("Location"))
	if err != nil || res.StatusCode != http.StatusFound || loc.Query().Get("code") == "" || loc.Query().Get("state") != "state-1" {
		t.Fatalf("want a redirect to the app with code and state, got %d %s (at %s)", res.StatusCode, res.Header.Get("Location"), res.Request.URL)
	}
	return loc.Query().Get("code")
}

func (e *env) me(t *testing.T, token string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, e.srv.URL+"/api/custom/v1/user/me", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body map[string]any
	json.NewDecoder(res.Body).Decode(&body)
	return res.StatusCode, body
}

func TestCodeFlowWithPKCE(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db, time.Hour)
		ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
		provider, err := oidc.NewProvider(ctx, e.issuer)
		if err != nil {
			t.Fatalf("discovery: %v", err)
		}
		conf := e.oauth(e.srv.URL + "/login/callback")
		verifier := oauth2.GenerateVerifier()
		code := e.signIn(t, e.browser(), conf, verifier)

		tok, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier))
		if err != nil {
			t.Fatalf("exchange: %v", err)
		}
		rawID, _ := tok.Extra("id_token").(string)
		idt, err := provider.Verifier(&oidc.Config{ClientID: "oneloft-web"}).Verify(ctx, rawID)
		if err != nil {
			t.Fatalf("id token: %v", err)
		}
		var claims struct {
			Email     string `json:"email"`
			GivenName string `json:"given_name"`
		}
		idt.Claims(&claims)
		if claims.Email != "fay@example.org" || claims.GivenName != "Fay" || tok.RefreshToken == "" {
			t.Fatalf("claims %+v, refresh token %q", claims, tok.RefreshToken)
		}
		status, body := e.me(t, tok.AccessToken)
		if status != 200 || body["oauth_user"].(map[string]any)["email"] != "fay@example.org" {
			t.Fatalf("me: %d %v", status, body)
		}

		t.Run("ErrReusedCode", func(t *testing.T) {
			if _, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier)); err == nil {
				t.Fatal("a code worked twice")
			}
		})
		t.Run("Refresh", func(t *testing.T) {
			next, err := conf.TokenSource(ctx, &oauth2.Token{RefreshToken: tok.RefreshToken}).Token()
			if err != nil {
				t.Fatalf("refresh: %v", err)
			}
			if next.AccessToken == tok.AccessToken || next.RefreshToken == tok.RefreshToken {
				t.Fatal("refresh gave the same tokens")
			}
			if status, _ := e.me(t, next.AccessToken); status != 200 {
				t.Fatalf("me with refreshed token: %d", status)
			}
			if _, err := conf.TokenSource(ctx, &oauth2.Token{RefreshToken: tok.RefreshToken}).Token(); err == nil {
				t.Fatal("a rotated refresh token worked again")
			}
		})
		t.Run("ErrWrongVerifier", func(t *testing.T) {
			code := e.signIn(t, e.browser(), conf, oauth2.GenerateVerifier())
			if _, err := conf.Exchange(ctx, code, oauth2.VerifierOption(oauth2.GenerateVerifier())); err == nil {
				t.Fatal("exchange with a wrong verifier worked")
			}
		})
		t.Run("ErrNoPKCE", func(t *testing.T) {
			res, err := e.browser().Get(conf.AuthCodeURL("state-1"))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if loc := res.Header.Get("Location"); !strings.Contains(loc, "error=invalid_request") {
				t.Fatalf("authorize without PKCE: %d %s", res.StatusCode, loc)
			}
		})
		t.Run("ErrWrongRedirectURI", func(t *testing.T) {
			bad := e.oauth(e.srv.URL + "/login/callback/evil")
			res, err := e.browser().Get(bad.AuthCodeURL("state-1", oauth2.S256ChallengeOption(verifier)))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK && strings.Contains(string(b), "authRequestID") {
				t.Fatal("authorize accepted an unregistered redirect URI")
			}
		})
		t.Run("ErrTamperedToken", func(t *testing.T) {
			if status, _ := e.me(t, tok.AccessToken+"x"); status != 401 {
				t.Fatalf("got %d", status)
			}
		})
	})
}

func TestExpiredAccessToken(t *testing.T) {
	// The provider's clock moves past the token's hour instead of the test sleeping.
	offset := time.Duration(0)
	e := newEnvAt(t, testutil.MustOpenDB(t, store.SQLite), time.Hour, func() time.Time { return time.Now().UTC().Add(offset) })
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	conf := e.oauth(e.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	tok, err := conf.Exchange(ctx, e.signIn(t, e.browser(), conf, verifier), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	if status, _ := e.me(t, tok.AccessToken); status != 200 {
		t.Fatalf("fresh token: %d", status)
	}
	offset = time.Hour + time.Second
	status, body := e.me(t, tok.AccessToken)
	if status != 401 || body["message"] != core.MsgTokenInvalid {
		t.Fatalf("expired token: %d %v", status, body)
	}
}

// An issued code may be exchanged for ten minutes only (RFC 6749 §4.1.2):
// the web app exchanges it at once, a code found later in a log or history
// is worth nothing.
func TestCodeExpiresAfterTenMinutes(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		offset := time.Duration(0)
		clock := func() time.Time { return time.Now().UTC().Add(offset) }
		db.SetClock(clock)
		e := newEnvAt(t, db, time.Hour, clock)
		ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
		conf := e.oauth(e.srv.URL + "/login/callback")
		verifier := oauth2.GenerateVerifier()
		code := e.signIn(t, e.browser(), conf, verifier)
		offset = core.AuthCodeTTL + time.Second
		if _, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier)); err == nil {
			t.Fatal("a code worked after ten minutes")
		}
		offset = 0
		verifier = oauth2.GenerateVerifier()
		code = e.signIn(t, e.browser(), conf, verifier)
		offset = core.AuthCodeTTL - time.Minute
		if _, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier)); err != nil {
			t.Fatalf("a code of nine minutes: %v", err)
		}
	})
}
