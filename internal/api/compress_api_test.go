package api_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	must(t, err)
	out, err := io.ReadAll(zr)
	must(t, err)
	return out
}

// JSON answers of 1 KB and more go out gzipped to clients that take it;
// smaller ones, errors among them, plain; all say Vary: Accept-Encoding.
// The live hub's websocket, the sign-in provider and the Stripe webhook
// are untouched.
func TestCompressedJSON(t *testing.T) {
	big := `{"data":"` + strings.Repeat("arrival ", 1000) + `"}`
	live := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, hijackable := w.(http.Hijacker)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"hijackable":%t,"pad":%q}`, hijackable, big)
	})
	w := newRaceServerWith(t, testutil.MustOpenDB(t, store.SQLite), nil, func(_ *service.Service, c *api.Config) { c.Live = live })
	h := time.Hour
	res, b := rawGet(t, "POST", w.srv.URL+"/api/device/v1/arrivals", map[string]string{"Accept-Encoding": "gzip"}) // no body: a small error
	if res.StatusCode != 400 || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("small error: got %d %q Vary %q: %s", res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"), b)
	}
	req, _ := http.NewRequest("POST", w.srv.URL+"/api/device/v1/arrivals", strings.NewReader(fmt.Sprintf(`{"seq":1,"reads":%s}`,
		w.reads(w.rd("CHIP0", "A1", h), w.rd("CHIP1", "A1", h+time.Second), w.rd("CHIP2", "A1", h+2*time.Second)))))
	req.Header.Set("Authorization", "Device "+w.key)
	req.Header.Set("Content-Type", "application/json")
	res, err := rawClient.Do(req)
	must(t, err)
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("batch: got %d", res.StatusCode)
	}

	gz := map[string]string{"Accept-Encoding": "gzip, deflate, br"}
	tests := []struct {
		name         string
		method       string
		url          string
		header       map[string]string
		wantStatus   int
		wantEncoding string
		wantVary     bool
		wantText     string // in the (decoded) body
	}{
		{name: "APIDescriptionGzipped", url: "/api/openapi.json", header: gz, wantStatus: 200, wantEncoding: "gzip", wantVary: true, wantText: `"openapi"`},
		{name: "APIDescriptionPlainWithout", url: "/api/openapi.json", wantStatus: 200, wantVary: true, wantText: `"openapi"`},
		{name: "CountriesGzipped", url: "/api/public/countries/en", header: gz, wantStatus: 200, wantEncoding: "gzip", wantVary: true, wantText: "Germany"},
		{name: "SmallPlain", url: "/api/health", header: gz, wantStatus: 200, wantVary: true},
		{name: "404Plain", url: "/api/public/nope", header: gz, wantStatus: 404, wantVary: true, wantText: "Not found."},
		{name: "HeadIs405Plain", method: "HEAD", url: "/api/openapi.json", header: gz, wantStatus: 405, wantVary: true},
		{name: "WebsocketUntouched", url: "/connection/websocket", header: map[string]string{"Accept-Encoding": "gzip", "Upgrade": "websocket", "Connection": "Upgrade"},
			wantStatus: 200, wantText: `"hijackable":true`},
		{name: "WebsocketPathUntouchedEvenWithoutUpgrade", url: "/connection/websocket", header: gz, wantStatus: 200, wantText: `"hijackable":true`},
		{name: "SignInProviderUntouched", url: "/sso/.well-known/openid-configuration", header: gz, wantStatus: 503},
		{name: "StripeWebhookSmallError", method: "POST", url: "/api/payments/stripe/webhook", header: gz, wantStatus: 400, wantVary: true, wantText: "request body is required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := tt.method
			if method == "" {
				method = http.MethodGet
			}
			res, b := rawGet(t, method, w.srv.URL+tt.url, tt.header)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: got %d, want %d: %.200s", res.StatusCode, tt.wantStatus, b)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tt.wantEncoding)
			}
			if got := res.Header.Values("Vary"); tt.wantVary != (len(got) == 1 && got[0] == "Accept-Encoding") || !tt.wantVary && len(got) > 0 {
				t.Errorf("Vary: got %q, want Accept-Encoding once: %v", got, tt.wantVary)
			}
			if tt.wantEncoding == "gzip" {
				b = gunzip(t, b)
			}
			if !strings.Contains(string(b), tt.wantText) {
				t.Errorf("body: got %.200s, want %q in it", b, tt.wantText)
			}
		})
	}

	// The results page is gzipped once per ETag, beside the plain bytes.
	t.Run("Results", func(t *testing.T) {
		url := fmt.Sprintf("%s/api/public/flights/%d/results", w.srv.URL, w.flight)
		res, plain := rawGet(t, "GET", url, nil)
		if res.StatusCode != 200 || len(plain) < 1024 || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("plain: got %d, %d bytes, %q, Vary %q; want 200 with over 1 KB", res.StatusCode, len(plain), res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
		}
		strong := res.Header.Get("ETag")
		res, first := rawGet(t, "GET", url, gz)
		_, second := rawGet(t, "GET", url, gz)
		if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Values("Vary")[0] != "Accept-Encoding" || len(res.Header.Values("Vary")) != 1 {
			t.Fatalf("gzip: got %q, Vary %q", res.Header.Get("Content-Encoding"), res.Header.Values("Vary"))
		}
		if !bytes.Equal(gunzip(t, first), plain) || !bytes.Equal(first, second) {
			t.Errorf("gzip: the page decodes to other bytes, or was compressed anew")
		}
		weak := res.Header.Get("ETag")
		if weak != "W/"+strong {
			t.Errorf("ETag: got %q, want W/%s", weak, strong)
		}
		// each client revalidates with the ETag it has, and keeps it
		for _, c := range []struct {
			header map[string]string
			want   string
		}{{map[string]string{"If-None-Match": strong}, strong}, {map[string]string{"If-None-Match": weak, "Accept-Encoding": "gzip"}, weak}} {
			res, _ := rawGet(t, "GET", url, c.header)
			if res.StatusCode != 304 || res.Header.Get("ETag") != c.want {
				t.Errorf("%v: got %d %q, want 304 %q", c.header, res.StatusCode, res.Header.Get("ETag"), c.want)
			}
		}
	})
}
