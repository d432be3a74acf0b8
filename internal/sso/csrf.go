package sso

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"mime"
	"net/http"
	"net/url"
	"strings"
)

// The provider's own forms carry a token bound to a cookie of this browser
// (a signed double submit): a page on another site can make the browser post
// a form here with the user's cookies (SameSite=Lax lets top-level posts
// through in some browsers and for two minutes after sign-in in others), but
// it cannot read the token.
const csrfCookie = "olr_csrf"

// formToken is the token of the browser's CSRF cookie, setting the cookie
// first when the browser has none.
func (p *Provider) formToken(w http.ResponseWriter, r *http.Request) string {
	c, err := r.Cookie(csrfCookie)
	if err != nil || len(c.Value) < 32 {
		c = &http.Cookie{Name: csrfCookie, Value: randomID(), Path: "/sso", HttpOnly: true,
			Secure: r.TLS != nil || strings.HasPrefix(p.public, "https://"), SameSite: http.SameSiteLaxMode}
		http.SetCookie(w, c)
		r.AddCookie(c) // a second page in the same request (none today) signs the same value
	}
	return p.signForm(c.Value)
}

func (p *Provider) signForm(value string) string {
	m := hmac.New(sha256.New, p.formKey)
	m.Write([]byte("csrf:" + value))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// checkForm refuses a post whose token does not match the browser's cookie.
// The body is bounded by ServeHTTP to the largest form (an image upload). A
// multipart form (the one upload, for a signed-in user) is not read at all
// without a provider session, and its temporary files go with the request.
func (p *Provider) checkForm(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		lang := languageUnread(r) // the form's lang field is not read before the checks
		tooLarge := func() {
			w.Header().Set("Connection", "close") // the rest of the body is not read
			p.render(w, r, http.StatusRequestEntityTooLarge, "message", page{Lang: lang, Title: "title.account", Error: T(lang, "msg.upload_too_large")})
		}
		if r.ContentLength > maxImageUpload {
			tooLarge()
			return
		}
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" {
			if p.session(r) == nil {
				p.render(w, r, http.StatusUnauthorized, "message", page{Lang: lang, Title: "title.account", Error: T(lang, "msg.login_required")})
				return
			}
			defer func() {
				if r.MultipartForm != nil {
					r.MultipartForm.RemoveAll()
				}
			}()
			if err := r.ParseMultipartForm(multipartMemory); errors.As(err, new(*http.MaxBytesError)) {
				tooLarge()
				return
			}
		}
		c, err := r.Cookie(csrfCookie)
		if err != nil || !hmac.Equal([]byte(r.FormValue("csrf")), []byte(p.signForm(c.Value))) {
			lang := requestLanguage(r, nil)
			p.render(w, r, http.StatusForbidden, "message", page{Lang: lang, Title: "title.form_expired", Error: T(lang, "msg.form_expired")})
			return
		}
		next(w, r)
	}
}

// languageUnread is requestLanguage from the address, cookies and headers,
// without reading the body for a form field.
func languageUnread(r *http.Request) string {
	c := r.WithContext(r.Context())
	c.Form = url.Values{}
	return requestLanguage(c, nil)
}

// multipartMemory is how much of an upload is kept in memory; the rest goes
// to a temporary file, removed when the request ends.
const multipartMemory = 1 << 20
