package sso_test

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
)

var csrfRe = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrfOf is the form token of a provider page ("" when it has none).
func csrfOf(page string) string {
	if m := csrfRe.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

// formFiller sends the form token of the last provider page it loaded with
// each form it posts without one, as a browser submits a page's hidden
// field: the tests post forms by hand, not from the page.
type formFiller struct {
	mu    sync.Mutex
	token string
}

func (f *formFiller) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method == http.MethodPost && req.Header.Get("Content-Type") == "application/x-www-form-urlencoded" && req.Body != nil {
		b, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		form, _ := url.ParseQuery(string(b))
		f.mu.Lock()
		if !form.Has("csrf") && f.token != "" {
			form.Set("csrf", f.token)
		}
		f.mu.Unlock()
		body := form.Encode()
		req = req.Clone(req.Context())
		req.Body, req.ContentLength = io.NopCloser(strings.NewReader(body)), int64(len(body))
	}
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		return res, err
	}
	b, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		return nil, err
	}
	if tok := csrfOf(string(b)); tok != "" {
		f.mu.Lock()
		f.token = tok
		f.mu.Unlock()
	}
	res.Body = io.NopCloser(bytes.NewReader(b))
	return res, nil
}
