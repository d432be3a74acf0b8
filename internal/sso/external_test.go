package sso_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestExternalIssuer runs a second oneloft whose API trusts the first one as
// an external issuer: the user signs in at the first, and the second knows
// them by their token, creating them on first sight.
func TestExternalIssuer(t *testing.T) {
	issuer := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	db := testutil.MustOpenDB(t, store.SQLite)
	svc := service.New(service.Deps{Store: db})
	v := sso.NewRemoteVerifier(issuer.issuer)
	second := httptest.NewServer(api.New(api.Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Auth: api.Auth{Issuer: issuer.issuer, ClientID: "oneloft-web", Verify: func(ctx context.Context, raw string) (service.ExternalProfile, error) {
			c, err := v.Verify(ctx, raw)
			if err != nil {
				return service.ExternalProfile{}, err
			}
			return service.ExternalProfile{Issuer: c.Issuer, Subject: c.Subject, Email: c.Email, FirstName: c.GivenName, LastName: c.FamilyName, Language: c.Locale}, nil
		}}}))
	defer second.Close()

	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	conf := issuer.oauth(issuer.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	tok, err := conf.Exchange(ctx, issuer.signIn(t, issuer.browser(), conf, verifier), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	me := func(token string) (int, *core.User) {
		req, _ := http.NewRequest(http.MethodGet, second.URL+"/api/custom/v1/user/me", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		u, _ := db.FindUserByEmail(context.Background(), "fay@example.org")
		return res.StatusCode, u
	}
	status, u := me(tok.AccessToken)
	if status != 200 || u == nil || u.FirstName != "Fay" || u.Language != "de" {
		t.Fatalf("first sight: %d %+v", status, u)
	}
	status, again := me(tok.AccessToken)
	if status != 200 || again.ID != u.ID {
		t.Fatalf("second call: %d, user %d then %d", status, u.ID, again.ID)
	}
	if _, n, _ := db.FindUsers(context.Background(), core.UserFilter{}); n != 1 {
		t.Fatalf("got %d users in the second instance, want 1", n)
	}
	if status, _ := me(tok.AccessToken + "x"); status != 401 {
		t.Fatalf("tampered token: %d", status)
	}
}
