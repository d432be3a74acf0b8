package sso_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestStaffInvitation adds a person nobody knows yet to a loft's staff by
// e-mail through the API, reads the invitation from the SMTP capture, sets
// the password through its link and signs in as the new merchant.
func TestStaffInvitation(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	e := newEnv(t, db, time.Hour)
	sys := core.SystemContext(context.Background())
	loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre}
	if err := db.CreateLoft(sys, loft); err != nil {
		t.Fatal(err)
	}
	hash, _ := sso.HashPassword(password)
	now := time.Now()
	admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", PasswordHash: hash, EmailVerified: &now, AdminLevel: 1}
	if err := db.CreateUser(sys, admin); err != nil {
		t.Fatal(err)
	}
	adminToken := e.token(t, admin)

	status, body := e.call(t, adminToken, http.MethodPost, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loft.ID),
		`{"email": "Nina@Example.org", "first_name": "Nina", "last_name": "Neu", "language": "de", "is_merchant": true}`)
	if status != http.StatusCreated || body["invited"] != true || body["email"] != "nina@example.org" || body["is_active"] != true {
		t.Fatalf("add staff: %d %v", status, body)
	}
	mail := e.mail.Wait(t, 1)
	if len(mail.To) != 1 || mail.To[0] != "nina@example.org" {
		t.Fatalf("mail to %v", mail.To)
	}
	for _, want := range []string{"Sunrise Valley", "Nina", "7"} { // the loft, the name, the link's lifetime in days
		if !strings.Contains(mail.Body(), want) {
			t.Errorf("mail body lacks %q:\n%s", want, mail.Body())
		}
	}
	if !strings.Contains(mail.Data, "Einladung") { // the subject, in the invited person's language
		t.Errorf("subject not in German:\n%s", mail.Data)
	}
	link, err := url.Parse(mail.Link())
	if err != nil || link.Path != "/sso/reset-password" || link.Query().Get("lang") != "de" {
		t.Fatalf("link: %q", mail.Link())
	}
	b := e.browser()
	if status, page := get(t, b, link.String()); status != 200 || !strings.Contains(page, `name="token"`) {
		t.Fatalf("link page: %d %s", status, page)
	}
	token := link.Query().Get("token")
	if status, page := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {"Brieftaube7"}, "password_confirmation": {"Brieftaube7"}}); status != 200 {
		t.Fatalf("set password: %d %s", status, page)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {"Brieftaube8"}, "password_confirmation": {"Brieftaube8"}}); status != 400 {
		t.Fatalf("invitation link worked twice: %d", status)
	}

	nina, err := db.FindUserByEmail(sys, "nina@example.org")
	if err != nil || nina.EmailVerified == nil || nina.Language != "de" || !nina.IsMerchantOf(loft.ID) {
		t.Fatalf("stored user: %+v, %v", nina, err)
	}
	e.user = nina
	conf := e.oauth(e.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	code := e.signInWith(t, e.browser(), conf, verifier, "Brieftaube7")
	tok, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	if status, me := e.me(t, tok.AccessToken); status != 200 || !strings.Contains(fmt.Sprint(me["olr_user"]), "is_merchant:true") {
		t.Fatalf("me: %d %v", status, me)
	}
	// The new merchant reaches the loft's staff list at once.
	if status, _ := e.call(t, tok.AccessToken, http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loft.ID), ""); status != 200 {
		t.Fatalf("staff list as the new merchant: %d", status)
	}
	// A person who has an account already gets no mail.
	status, body = e.call(t, adminToken, http.MethodPost, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loft.ID),
		fmt.Sprintf(`{"email": %q, "is_agent": true}`, e.user.Email))
	if status != http.StatusConflict {
		t.Fatalf("adding a member twice: %d %v", status, body)
	}
	status, body = e.call(t, adminToken, http.MethodPost, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loft.ID),
		`{"email": "fay@example.org", "is_agent": true}`)
	if status != http.StatusCreated || body["invited"] != false {
		t.Fatalf("existing account: %d %v", status, body)
	}
	// A second invitation as a marker: a mail to the existing account would
	// have come before it, so once the marker is in the count is final.
	status, body = e.call(t, adminToken, http.MethodPost, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loft.ID),
		`{"email": "gus@example.org", "first_name": "Gus", "last_name": "Neu", "is_agent": true}`)
	if status != http.StatusCreated || body["invited"] != true {
		t.Fatalf("the marker's invitation: %d %v", status, body)
	}
	if marker := e.mail.Wait(t, 2); len(marker.To) != 1 || marker.To[0] != "gus@example.org" {
		t.Fatalf("second mail to %v, want the marker's invitation only (none to the existing account)", marker.To)
	}
	if n := e.mail.Received(); n != 2 {
		t.Fatalf("got %d mails, want the two invitations only", n)
	}
}

// token signs u in through the provider and returns an access token.
func (e *env) token(t *testing.T, u *core.User) string {
	t.Helper()
	prev := e.user
	e.user = u
	defer func() { e.user = prev }()
	conf := e.oauth(e.srv.URL + "/login/callback")
	verifier := oauth2.GenerateVerifier()
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	tok, err := conf.Exchange(ctx, e.signIn(t, e.browser(), conf, verifier), oauth2.VerifierOption(verifier))
	if err != nil {
		t.Fatal(err)
	}
	return tok.AccessToken
}

// signInWith is signIn with another password than the test one.
func (e *env) signInWith(t *testing.T, b *http.Client, conf *oauth2.Config, verifier, pw string) string {
	t.Helper()
	res, err := b.Get(conf.AuthCodeURL("state-1", oauth2.S256ChallengeOption(verifier)))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	id := res.Request.URL.Query().Get("authRequestID")
	res, err = b.PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {pw}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return codeFrom(t, res)
}

// call sends a JSON request with a bearer token and decodes the answer.
func (e *env) call(t *testing.T, token, method, path, body string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := map[string]any{}
	json.Unmarshal(raw, &out)
	return res.StatusCode, out
}
