package sso

import (
	"net/http"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

const (
	sessionCookie = "oneloft_sso"
	sessionTTL    = 14 * 24 * time.Hour
)

// The provider's own session, so that a second sign-in (or the account
// pages) does not ask for the password again. The cookie holds a random
// secret; the database keeps its hash with the user, so that logging out,
// a password reset or change and "sign out everywhere" end a session on the
// server, whatever copies of the cookie exist.

// setSession starts a session for u and sets its cookie.
func (p *Provider) setSession(w http.ResponseWriter, r *http.Request, u *core.User) error {
	secret := randomID() + randomID()
	now := p.storage.now()
	if err := p.db.CreateSession(r.Context(), &core.Session{ID: hashValue(secret), UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(sessionTTL)}); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: secret, Path: "/sso", HttpOnly: true,
		Secure: r.TLS != nil || strings.HasPrefix(p.public, "https://"), SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL.Seconds())})
	return nil
}

// session returns the live session of the request's cookie, or nil.
func (p *Provider) session(r *http.Request) *core.Session {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return nil
	}
	s, err := p.db.FindSession(r.Context(), hashValue(c.Value))
	if err != nil || !s.Live(p.storage.now()) {
		return nil
	}
	return s
}

// endSession ends the request's session on the server and removes its
// cookie; it returns the session's user id, or 0 when there was none.
func (p *Provider) endSession(w http.ResponseWriter, r *http.Request) int64 {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/sso", MaxAge: -1, HttpOnly: true})
	s := p.session(r)
	if s == nil {
		return 0
	}
	if err := p.db.RevokeSession(r.Context(), s.ID, p.storage.now()); err != nil {
		p.log.Error("sso: end session", "err", err)
	}
	return s.UserID
}

// sessionUser returns the signed-in user of the provider session, or nil
// (also when the user has been blocked since).
func (p *Provider) sessionUser(r *http.Request) *core.User {
	s := p.session(r)
	if s == nil {
		return nil
	}
	u, err := p.db.FindUserByID(r.Context(), s.UserID)
	if err != nil || u.Blocked() { // a blocked user's session ends with the block
		return nil
	}
	return u
}
