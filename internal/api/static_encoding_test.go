package api_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A build as web/build/compress.ts leaves it: app.js with both copies,
// app.css with only a gzip copy, small.js and the png with none. The .br
// copy's bytes are a stand-in (the server never reads them).
var (
	appJS   = []byte(strings.Repeat("export const pigeon = 'home';\n", 200))
	appBr   = []byte("brotli copy of app.js")
	appGz   = gzipped(appJS)
	appCSS  = []byte(strings.Repeat(".loft { color: teal }\n", 100))
	appCSSG = gzipped(appCSS)
	pageTop = `<html><head><title>oneloft</title></head><body>app<!--` + strings.Repeat("padding ", 300) + `--></body></html>`
)

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

func newWebServer(t *testing.T) *httptest.Server {
	t.Helper()
	web := fstest.MapFS{
		"index.html":             {Data: []byte(pageTop)},
		"assets/app-1a2b.js":     {Data: appJS},
		"assets/app-1a2b.js.br":  {Data: appBr},
		"assets/app-1a2b.js.gz":  {Data: appGz},
		"assets/app-3c4d.css":    {Data: appCSS},
		"assets/app-3c4d.css.gz": {Data: appCSSG},
		"assets/small-5e6f.js":   {Data: []byte("x")},
		"og-image.png":           {Data: bytes.Repeat([]byte{0x89}, 2000)},
		"sw.js":                  {Data: appJS},
		"sw.js.gz":               {Data: appGz},
	}
	svc := service.New(service.Deps{Store: testutil.MustOpenDB(t, store.SQLite), Clock: func() time.Time { return now }})
	srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Web: web}))
	t.Cleanup(srv.Close)
	return srv
}

// rawClient sends Accept-Encoding as the test sets it and leaves bodies encoded.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

func rawGet(t *testing.T, method, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	must(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := rawClient.Do(req)
	must(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	must(t, err)
	return res, b
}

func TestStaticEncoding(t *testing.T) {
	srv := newWebServer(t)
	const js = "text/javascript; charset=utf-8"
	tests := []struct {
		name         string
		method       string
		url          string
		accept       string // Accept-Encoding; "-" sends none
		wantStatus   int
		wantEncoding string
		wantBody     []byte // nil: not checked
		wantType     string
		wantVary     bool
	}{
		{name: "BrotliForABrowser", url: "/assets/app-1a2b.js", accept: "gzip, deflate, br, zstd", wantStatus: 200, wantEncoding: "br", wantBody: appBr, wantType: js, wantVary: true},
		{name: "Gzip", url: "/assets/app-1a2b.js", accept: "gzip", wantStatus: 200, wantEncoding: "gzip", wantBody: appGz, wantType: js, wantVary: true},
		{name: "BrotliRefused", url: "/assets/app-1a2b.js", accept: "br;q=0, gzip", wantStatus: 200, wantEncoding: "gzip", wantBody: appGz, wantType: js, wantVary: true},
		{name: "BothRefused", url: "/assets/app-1a2b.js", accept: "br;q=0, gzip;q=0", wantStatus: 200, wantBody: appJS, wantType: js, wantVary: true},
		{name: "Identity", url: "/assets/app-1a2b.js", accept: "identity", wantStatus: 200, wantBody: appJS, wantType: js, wantVary: true},
		{name: "StarRefused", url: "/assets/app-1a2b.js", accept: "*;q=0", wantStatus: 200, wantBody: appJS, wantType: js, wantVary: true},
		{name: "Star", url: "/assets/app-1a2b.js", accept: "*", wantStatus: 200, wantEncoding: "br", wantBody: appBr, wantType: js, wantVary: true},
		{name: "NoHeader", url: "/assets/app-1a2b.js", accept: "-", wantStatus: 200, wantBody: appJS, wantType: js, wantVary: true},
		{name: "CaseAndWhitespace", url: "/assets/app-1a2b.js", accept: "  GZIP ;Q=0.9 , Br;q=0.1", wantStatus: 200, wantEncoding: "gzip", wantBody: appGz, wantType: js, wantVary: true},
		{name: "Garbage", url: "/assets/app-1a2b.js", accept: ",;;=q,@@@, br;q=x, gzip;q=2", wantStatus: 200, wantBody: appJS, wantType: js, wantVary: true},
		{name: "VeryLongHeader", url: "/assets/app-1a2b.js", accept: strings.Repeat("compress;q=0.5, ", 5000) + "gzip", wantStatus: 200, wantEncoding: "gzip", wantBody: appGz, wantVary: true},
		{name: "NoBrotliCopyFallsBackToGzip", url: "/assets/app-3c4d.css", accept: "br, gzip", wantStatus: 200, wantEncoding: "gzip", wantBody: appCSSG, wantType: "text/css; charset=utf-8", wantVary: true},
		{name: "NoGzipCopyFallsBackToPlain", url: "/assets/app-3c4d.css", accept: "br", wantStatus: 200, wantBody: appCSS, wantVary: true},
		{name: "NoCopiesPlain", url: "/assets/small-5e6f.js", accept: "br, gzip", wantStatus: 200, wantBody: []byte("x"), wantType: js, wantVary: true},
		{name: "PngNeverVaries", url: "/og-image.png", accept: "br, gzip", wantStatus: 200, wantType: "image/png"},
		{name: "HeadBrotli", method: "HEAD", url: "/assets/app-1a2b.js", accept: "br", wantStatus: 200, wantEncoding: "br", wantBody: []byte{}, wantType: js, wantVary: true},
		{name: "HeadPlain", method: "HEAD", url: "/assets/app-1a2b.js", accept: "-", wantStatus: 200, wantBody: []byte{}, wantType: js, wantVary: true},
		{name: "OutsideAssets", url: "/sw.js", accept: "gzip", wantStatus: 200, wantEncoding: "gzip", wantBody: appGz, wantType: js, wantVary: true},
		// a copy is no file of its own, however it is reached (404 in JSON, which varies too)
		{name: "404CopyAskedFor", url: "/assets/app-1a2b.js.br", accept: "br", wantStatus: 404, wantVary: true},
		{name: "404CopyByTraversal", url: "/assets/../assets/app-1a2b.js.gz", accept: "gzip", wantStatus: 404, wantVary: true},
		{name: "404CopyOfThePage", url: "/assets/../index.html.br", accept: "br", wantStatus: 404, wantVary: true},
		{name: "TraversalOutGetsThePage", url: "/assets/../../../etc/passwd", accept: "gzip", wantStatus: 200, wantEncoding: "gzip", wantType: "text/html; charset=utf-8", wantVary: true},
		// the page is rendered per request: gzipped on the fly, never brotli
		{name: "PageGzipped", url: "/lofts/1", accept: "br, gzip", wantStatus: 200, wantEncoding: "gzip", wantType: "text/html; charset=utf-8", wantVary: true},
		{name: "PageOnlyBrotliPlain", url: "/lofts/1", accept: "br", wantStatus: 200, wantType: "text/html; charset=utf-8", wantVary: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := tt.method
			if method == "" {
				method = http.MethodGet
			}
			h := map[string]string{"Accept-Encoding": tt.accept}
			if tt.accept == "-" {
				h = nil
			}
			res, b := rawGet(t, method, srv.URL+tt.url, h)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: got %d, want %d; body %.200s", res.StatusCode, tt.wantStatus, b)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tt.wantEncoding)
			}
			if tt.wantBody != nil && !bytes.Equal(b, tt.wantBody) {
				t.Errorf("body: got %d bytes %.40q, want %d bytes %.40q", len(b), b, len(tt.wantBody), tt.wantBody)
			}
			if tt.wantType != "" && res.Header.Get("Content-Type") != tt.wantType {
				t.Errorf("Content-Type: got %q, want %q", res.Header.Get("Content-Type"), tt.wantType)
			}
			if got := res.Header.Values("Vary"); tt.wantVary != (len(got) == 1 && got[0] == "Accept-Encoding") || !tt.wantVary && len(got) > 0 {
				t.Errorf("Vary: got %q, want Accept-Encoding once: %v", got, tt.wantVary)
			}
			if tt.wantStatus == 200 && tt.wantEncoding != "" && tt.wantType != "text/html; charset=utf-8" {
				// the copy's own length, for GET and HEAD alike
				if want := strconv.Itoa(len(map[string][]byte{"br": appBr, "gzip": appGz}[tt.wantEncoding])); strings.HasPrefix(tt.url, "/assets/app-1a2b") && res.Header.Get("Content-Length") != want {
					t.Errorf("Content-Length: got %q, want %s", res.Header.Get("Content-Length"), want)
				}
			}
			if tt.wantEncoding == "gzip" && method == http.MethodGet {
				if _, err := gzip.NewReader(bytes.NewReader(b)); err != nil {
					t.Errorf("gzip body: %v", err)
				}
			}
			if strings.HasPrefix(tt.url, "/assets/") && !strings.Contains(tt.url, "..") && tt.wantStatus == 200 && res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("Cache-Control: got %q, want immutable", res.Header.Get("Cache-Control"))
			}
		})
	}
}

// Each copy is a representation of its own: its own ETag, which
// If-None-Match and If-Range name, and Range slices of it.
func TestStaticEncodingConditional(t *testing.T) {
	srv := newWebServer(t)
	url := srv.URL + "/assets/app-1a2b.js"
	etags := map[string]string{}
	for _, accept := range []string{"br", "gzip", "identity"} {
		res, _ := rawGet(t, "GET", url, map[string]string{"Accept-Encoding": accept})
		etags[accept] = res.Header.Get("ETag")
	}
	if etags["br"] == "" || etags["br"] == etags["gzip"] || etags["gzip"] == etags["identity"] || etags["br"] == etags["identity"] {
		t.Fatalf("ETags: got %v, want three different ones", etags)
	}
	tests := []struct {
		name         string
		header       map[string]string
		wantStatus   int
		wantEncoding string
		wantBody     []byte
	}{
		{name: "304SameCoding", header: map[string]string{"Accept-Encoding": "br", "If-None-Match": etags["br"]}, wantStatus: 304, wantBody: []byte{}},
		{name: "304SameCodingWeak", header: map[string]string{"Accept-Encoding": "gzip", "If-None-Match": "W/" + etags["gzip"]}, wantStatus: 304, wantBody: []byte{}},
		{name: "304AmongOthers", header: map[string]string{"Accept-Encoding": "gzip", "If-None-Match": `"x", ` + etags["gzip"]}, wantStatus: 304, wantBody: []byte{}},
		{name: "OtherCodingsTagIs200", header: map[string]string{"Accept-Encoding": "gzip", "If-None-Match": etags["br"]}, wantStatus: 200, wantEncoding: "gzip", wantBody: appGz},
		{name: "PlainTagForBrotliIs200", header: map[string]string{"Accept-Encoding": "br", "If-None-Match": etags["identity"]}, wantStatus: 200, wantEncoding: "br", wantBody: appBr},
		{name: "RangeOfTheCopy", header: map[string]string{"Accept-Encoding": "gzip", "Range": "bytes=0-9"}, wantStatus: 206, wantEncoding: "gzip", wantBody: appGz[:10]},
		{name: "IfRangeOfThisCopy", header: map[string]string{"Accept-Encoding": "gzip", "Range": "bytes=0-9", "If-Range": etags["gzip"]}, wantStatus: 206, wantEncoding: "gzip", wantBody: appGz[:10]},
		{name: "IfRangeOfAnotherCopyIsWhole", header: map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9", "If-Range": etags["gzip"]}, wantStatus: 200, wantEncoding: "br", wantBody: appBr},
		{name: "412IfMatchOther", header: map[string]string{"Accept-Encoding": "br", "If-Match": etags["gzip"]}, wantStatus: 412},
		{name: "416PastTheCopy", header: map[string]string{"Accept-Encoding": "br", "Range": "bytes=100000-"}, wantStatus: 416},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, b := rawGet(t, "GET", url, tt.header)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: got %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tt.wantEncoding)
			}
			if tt.wantBody != nil && !bytes.Equal(b, tt.wantBody) {
				t.Errorf("body: got %d bytes, want %d", len(b), len(tt.wantBody))
			}
			if res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary: got %q, want Accept-Encoding", res.Header.Get("Vary"))
			}
			if res.StatusCode == 206 && res.Header.Get("Content-Range") != "bytes 0-9/"+strconv.Itoa(len(appGz)) {
				t.Errorf("Content-Range: got %q, want the copy's", res.Header.Get("Content-Range"))
			}
		})
	}
}
