package sso

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
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
// The body is limited to the largest form (an image upload) before it is read.
func (p *Provider) checkForm(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, maxImageUpload)
		c, err := r.Cookie(csrfCookie)
		if err != nil || !hmac.Equal([]byte(r.FormValue("csrf")), []byte(p.signForm(c.Value))) {
			lang := requestLanguage(r, nil)
			p.render(w, r, http.StatusForbidden, "message", page{Lang: lang, Title: "title.form_expired", Error: T(lang, "msg.form_expired")})
			return
		}
		next(w, r)
	}
}
