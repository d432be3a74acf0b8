package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// VerifyToken checks a bearer access token and returns who it names.
type VerifyToken func(ctx context.Context, raw string) (service.ExternalProfile, error)

// Auth configures sign-in for the API.
type Auth struct {
	Verify   VerifyToken
	Embedded bool   // tokens come from the embedded provider (subject = user id)
	Issuer   string // told to the web app
	ClientID string
	Scopes   []string
}

// authenticate puts the caller into the request context: a user for a valid
// bearer token, a visitor without one. A token that fails answers 401 with
// SPEC §8's message, upon which the web app signs out.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := r.Header.Get("Authorization")
		if h == "" || s.auth.Verify == nil || !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		raw, ok := strings.CutPrefix(h, "Bearer ")
		if !ok {
			next.ServeHTTP(w, r) // other schemes (device keys) are checked by their routes
			return
		}
		ctx, err := s.auth.Actor(s.svc.Users)(r.Context(), strings.TrimSpace(raw))
		if err != nil {
			if code := core.ErrorCode(err); code != core.EUNAUTHORIZED {
				s.log.ErrorContext(r.Context(), "auth", "err", err)
			}
			writeJSONError(w, http.StatusUnauthorized, core.MsgTokenInvalid)
			return
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// Actor returns what puts the user an access token names into a context,
// as the API's calls know them; the live hub's connections use it too.
func (a Auth) Actor(users *service.Users) func(ctx context.Context, raw string) (context.Context, error) {
	return func(ctx context.Context, raw string) (context.Context, error) {
		if a.Verify == nil {
			return ctx, core.Errorf(core.EUNAUTHORIZED, "%s", core.MsgTokenInvalid)
		}
		p, err := a.Verify(ctx, raw)
		if err != nil {
			return ctx, err
		}
		u, err := users.UserForToken(ctx, a.Embedded, p)
		if err != nil {
			return ctx, err
		}
		return core.WithActor(ctx, core.Actor{User: u}), nil
	}
}
