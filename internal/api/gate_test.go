package api_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// With a site password every page and API call but /about, the gate itself
// and what machines call asks for it; the right one opens the site for 5
// days by a signed cookie, wrong ones are counted.
func TestAccessGate(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		web := fstest.MapFS{"index.html": {Data: []byte("<html><head></head><body>app</body></html>")}}
		srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Web: web, AccessPassword: "Tauben2026"}))
		t.Cleanup(srv.Close)
		gated := map[string]string{"Cookie": "oneloft_gate=9999999999.forged"}
		run(t, srv, []scenario{
			{name: "401Api", url: "/api/public/lofts", wantStatus: 401, want: obj{"message": core.MsgGateClosed}},
			{name: "401ForgedCookie", url: "/api/public/lofts", header: gated, wantStatus: 401},
			{name: "AboutOpen", url: "/about", wantStatus: 200, wantText: []string{"app"}},
			{name: "GateOpen", url: "/misc/access-protection", wantStatus: 200},
			{name: "ConfigSaysSo", url: "/api/public/config", wantStatus: 200, want: obj{"access_protection": true}},
			{name: "HealthOpen", url: "/api/health", wantStatus: 200},
			// clocks pass the gate; this one is refused for its key, not for the password
			{name: "DevicesPass", url: "/api/device/v1/basket", header: map[string]string{"Authorization": "Device dk_nope"}, wantStatus: 401,
				want: obj{"message": "Unknown device key."}},
			{name: "400Wrong", method: "POST", url: "/api/public/access", body: `{"password":"tauben2026"}`, wantStatus: 400, wantField: "password"},
		})

		// a page goes to the gate's form, which sends it back after
		noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		res, err := noRedirect.Get(srv.URL + "/lofts/3?tab=news")
		must(t, err)
		res.Body.Close()
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/misc/access-protection?next=%2Flofts%2F3%3Ftab%3Dnews" {
			t.Fatalf("page: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}

		res, err = http.Post(srv.URL+"/api/public/access", "application/json", strings.NewReader(`{"password":"Tauben2026"}`))
		must(t, err)
		res.Body.Close()
		var cookie *http.Cookie
		for _, c := range res.Cookies() {
			if c.Name == "oneloft_gate" {
				cookie = c
			}
		}
		if res.StatusCode != http.StatusNoContent || cookie == nil || !cookie.HttpOnly || cookie.MaxAge != int(core.GateTTL.Seconds()) {
			t.Fatalf("unlock: %d, cookie %+v", res.StatusCode, cookie)
		}
		run(t, srv, []scenario{
			{name: "OpenWithCookie", url: "/api/public/lofts", header: map[string]string{"Cookie": cookie.Name + "=" + cookie.Value}, wantStatus: 200},
			{name: "PageWithCookie", url: "/lofts", header: map[string]string{"Cookie": cookie.Name + "=" + cookie.Value}, wantStatus: 200, wantText: []string{"app"}},
		})

		// ten wrong passwords an hour from one address, then even the right one waits
		for range core.MaxGateTries - 1 {
			res, err := http.Post(srv.URL+"/api/public/access", "application/json", strings.NewReader(`{"password":"guess"}`))
			must(t, err)
			res.Body.Close()
		}
		run(t, srv, []scenario{
			{name: "403TooMany", method: "POST", url: "/api/public/access", body: `{"password":"Tauben2026"}`, wantStatus: 403,
				want: obj{"message": core.MsgGateTooMany}},
		})
	})
}
