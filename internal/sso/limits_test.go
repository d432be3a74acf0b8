package sso_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The fourth code in ten minutes is refused on the account page, and only
// the newest code sent verifies.
func TestPhoneCodesLimitedOnThePage(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	e.signIn(t, b, e.oauth(e.srv.URL+"/login/callback"), oauth2.GenerateVerifier()) // the provider session
	const phone = "+971501234567"
	var codes []string
	for i := range 3 {
		if status, body := post(t, b, e.srv.URL+"/sso/account/phone", url.Values{"phone": {phone}}); status != http.StatusOK {
			t.Fatalf("code %d: %d\n%s", i+1, status, body)
		}
		codes = append(codes, strings.TrimPrefix(e.sms.last(t)["text"], "oneloft: "))
	}
	status, body := post(t, b, e.srv.URL+"/sso/account/phone", url.Values{"phone": {phone}})
	if status != http.StatusTooManyRequests {
		t.Fatalf("fourth code: %d", status)
	}
	contains(t, body, html.EscapeString(core.MsgTooManyPhoneCodes))
	if codes[0] != codes[2] {
		status, body := post(t, b, e.srv.URL+"/sso/account/phone/verify", url.Values{"phone": {phone}, "code": {codes[0]}})
		if status != http.StatusBadRequest {
			t.Fatalf("an older code: %d", status)
		}
		contains(t, body, core.MsgWrongVerifyCode)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/account/phone/verify", url.Values{"phone": {phone}, "code": {codes[2]}}); status != http.StatusOK {
		t.Fatalf("the newest code: %d", status)
	}
}

// received counts the mails the SMTP server took for an address.
func (e *env) received(to string) int {
	n := 0
	for _, m := range e.mail.Messages() {
		for _, r := range m.To {
			if r == to {
				n++
			}
		}
	}
	return n
}

// Registering a taken address and asking for the verification mail again
// mail an address at most three times an hour, with the same answer as for
// an address without an account; a client that asks too often is told.
func TestMailFloodsLimitedOnThePages(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	get(t, b, e.srv.URL+"/sso/register") // the form token
	// (pages compared without their form token)
	register := func(email string) (int, string) {
		status, body := post(t, b, e.srv.URL+"/sso/register", url.Values{"first_name": {"Jan"}, "last_name": {"de Jong"}, "email": {email},
			"password": {"Duiven2026"}, "password_confirmation": {"Duiven2026"}, "lang": {"en"}})
		return status, csrfRe.ReplaceAllString(body, "")
	}
	resend := func(email string) (int, string) {
		status, body := post(t, b, e.srv.URL+"/sso/resend-verification", url.Values{"email": {email}, "lang": {"en"}})
		return status, csrfRe.ReplaceAllString(body, "")
	}
	_, fresh := register("new@example.org") // the answer for a new address
	for i := range 4 {
		status, body := register(e.user.Email)
		if status != http.StatusOK || body != fresh {
			t.Fatalf("registration %d of a taken address: %d, and the page differs from a new address's: %v", i+1, status, body != fresh)
		}
	}
	if n := e.received(e.user.Email); n != 3 {
		t.Fatalf("%d mails to the owner of a taken address, want 3", n)
	}
	for i := range 4 {
		if status, _ := resend("new@example.org"); status != http.StatusOK {
			t.Fatalf("resend %d: %d", i+1, status)
		}
	}
	if n := e.received("new@example.org"); n != 3 {
		t.Fatalf("%d verification mails, want 3", n)
	}
	_, unknown := resend("nobody@example.org")
	if _, known := resend("new@example.org"); known != unknown {
		t.Fatal("the answer tells an address with an account from one without")
	}
	// 6 of the client's 10 resend requests are used: 4 more, then none.
	for range 4 {
		resend("nobody@example.org")
	}
	status, body := resend("new@example.org")
	if status != http.StatusTooManyRequests {
		t.Fatalf("the client's 11th request: %d", status)
	}
	contains(t, body, html.EscapeString(core.MsgTooManyRequests))
	if status, _ := resend("nobody@example.org"); status != http.StatusTooManyRequests {
		t.Fatalf("the same for an unknown address: %d", status)
	}
}

// Guessers on many addresses make every sign-in to the account wait; the
// owner opens the mailed link and signs in from that device at once.
func TestUnlockLinkLetsTheOwnerIn(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	for i := range core.DefaultSignInLimits.AccountFreeFailures {
		if _, err := e.accounts.Authenticate(context.Background(), e.user.Email, "Wrong1234", fmt.Sprintf("198.18.0.%d", i+1)); core.ErrorMessage(err) != core.MsgCredentials {
			t.Fatalf("guess %d: %v", i+1, err)
		}
	}
	b := e.browser()
	login := func() *http.Response {
		res, err := b.PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {e.authRequestID(t, b)}, "email": {e.user.Email}, "password": {password}})
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	if res := login(); res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("the right password during the wait: %d", res.StatusCode)
	}
	mail := e.mail.Wait(t, 1)
	if mail.To[0] != e.user.Email || !strings.Contains(mail.Body(), "mehreren Adressen") || mail.Link() == "" {
		t.Fatalf("unlock mail (the user's language is de): %+v", mail)
	}
	status, body := get(t, b, mail.Link())
	if status != http.StatusOK {
		t.Fatalf("unlock link: %d", status)
	}
	contains(t, body, html.EscapeString(sso.T("de", "msg.unlocked")))
	codeFrom(t, login())
}
