package sso_test

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
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
