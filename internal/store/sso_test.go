package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestSignOutUser(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		now := time.Now().UTC().Truncate(time.Microsecond)
		later := now.Add(time.Hour)
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "r1", Kind: core.TokenRefresh, UserID: f.user.ID, ClientID: "web", AuthTime: now, ExpiresAt: later, TokenHash: "h1"}))
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "a-other", Kind: core.TokenAccess, UserID: f.user.ID, ClientID: "other", AuthTime: now, ExpiresAt: later}))
		mustNoErr(t, db.CreateSession(ctx, &core.Session{ID: "s1", UserID: f.user.ID, CreatedAt: now, ExpiresAt: later}))
		mustNoErr(t, db.CreateUserToken(ctx, &core.UserToken{Hash: "reset-1", UserID: f.user.ID, Purpose: core.PurposePasswordReset, ExpiresAt: later}))

		s, err := db.FindSession(ctx, "s1")
		mustNoErr(t, err)
		if !s.Live(now) {
			t.Fatalf("new session not live: %+v", s)
		}
		out := now.Add(time.Second)
		mustNoErr(t, db.SignOutUser(ctx, f.user.ID, out))
		mustNoErr(t, db.ExpireUserTokens(ctx, f.user.ID, core.PurposePasswordReset, out))
		for _, id := range []string{"r1", "a-other"} {
			tok, err := db.FindToken(ctx, id)
			mustNoErr(t, err)
			if tok.Live(out) || tok.UserSignedOutAt == nil || !tok.UserSignedOutAt.Equal(out) {
				t.Errorf("token %s after sign-out: %+v", id, tok)
			}
		}
		// A token written after the sign-out by a refresh of an older sign-in
		// is dead too: its sign-in time decides.
		mustNoErr(t, db.CreateToken(ctx, &core.Token{ID: "late", Kind: core.TokenAccess, UserID: f.user.ID, ClientID: "web", AuthTime: now, ExpiresAt: later}))
		if tok, _ := db.FindToken(ctx, "late"); tok.Live(out) {
			t.Error("a token of a sign-in before the sign-out is live")
		}
		if s, _ := db.FindSession(ctx, "s1"); s.Live(out) {
			t.Error("the session is live after the sign-out")
		}
		mustNoErr(t, db.CreateSession(ctx, &core.Session{ID: "s2", UserID: f.user.ID, CreatedAt: out, ExpiresAt: later}))
		if s, _ := db.FindSession(ctx, "s2"); !s.Live(out) {
			t.Error("a session begun at the sign-out is not live")
		}
		mustNoErr(t, db.RevokeSession(ctx, "s2", out))
		if s, _ := db.FindSession(ctx, "s2"); s.Live(out) {
			t.Error("a revoked session is live")
		}
		if _, err := db.UseUserToken(ctx, "reset-1", core.PurposePasswordReset, out); core.ErrorCode(err) != core.ENOTFOUND {
			t.Errorf("an expired reset link still works: %v", err)
		}
		if err := db.SignOutUser(ctx, 99999, out); core.ErrorCode(err) != core.ENOTFOUND {
			t.Errorf("unknown user: %v", err)
		}
	})
}
