package sso

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// A sign-in belongs to the browser that began it. Without this, anyone could
// begin a sign-in with their own PKCE verifier, get a signed-in user's
// browser to open its login page (a link, or a script on any site), let the
// provider finish it for that user, and exchange the code for the user's
// tokens (auth-request fixation). The authorize endpoint gives the browser a
// random cookie and stores its hash with the request; the login pages and
// the callback that issues the code serve only a browser with that cookie.
const signInCookie = "olr_signin"

type browserKey struct{}

// authorize begins a sign-in for the browser, giving it its sign-in cookie
// first (a browser keeps one while it signs in, so that sign-ins in two tabs
// both work), then lets the library create the request (storage reads the
// cookie's hash from the context).
func (p *Provider) authorize(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie(signInCookie)
	if err != nil || len(c.Value) < 32 {
		c = &http.Cookie{Value: randomID() + randomID()}
	}
	http.SetCookie(w, &http.Cookie{Name: signInCookie, Value: c.Value, Path: "/sso", HttpOnly: true,
		Secure: r.TLS != nil || strings.HasPrefix(p.public, "https://"), SameSite: http.SameSiteLaxMode,
		MaxAge: int(core.AuthRequestTTL.Seconds())})
	ctx := context.WithValue(r.Context(), browserKey{}, hashValue(c.Value))
	http.StripPrefix("/sso", p.op).ServeHTTP(w, r.WithContext(ctx))
}

// browserOf is the hash of the sign-in cookie of the browser that calls the
// authorize endpoint, or "" elsewhere.
func browserOf(ctx context.Context) string {
	h, _ := ctx.Value(browserKey{}).(string)
	return h
}

// sameBrowser reports whether r comes from the browser that began req.
func sameBrowser(r *http.Request, req *core.AuthRequest) bool {
	c, err := r.Cookie(signInCookie)
	return err == nil && req.BrowserHash != "" && subtle.ConstantTimeCompare([]byte(hashValue(c.Value)), []byte(req.BrowserHash)) == 1
}

// signInRequest is the auth request a login page or the callback serves:
// nil, with the refusal shown, when it is unknown, expired, or was begun in
// another browser.
func (p *Provider) signInRequest(w http.ResponseWriter, r *http.Request, id string) *core.AuthRequest {
	lang := requestLanguage(r, nil)
	req, err := p.db.FindAuthRequest(r.Context(), id)
	if err != nil {
		p.render(w, r, http.StatusBadRequest, "message", page{Lang: lang, Title: "title.login", Error: T(lang, "msg.no_request")})
		return nil
	}
	if !sameBrowser(r, req) {
		p.log.Warn("sso: a sign-in was opened in a browser that did not begin it", "client", clientAddress(r))
		p.render(w, r, http.StatusForbidden, "message", page{Lang: requestLanguage(r, req.UILocales), Title: "title.login",
			Error: T(requestLanguage(r, req.UILocales), "msg.other_browser")})
		return nil
	}
	return req
}

// authorizeCallback lets the library issue the code only to the browser
// that began the sign-in.
func (p *Provider) authorizeCallback(w http.ResponseWriter, r *http.Request) {
	if p.signInRequest(w, r, r.URL.Query().Get("id")) == nil {
		return
	}
	http.StripPrefix("/sso", p.op).ServeHTTP(w, r)
}
