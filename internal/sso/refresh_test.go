package sso_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// refresh exchanges a refresh token for new tokens.
func (e *env) refresh(refreshToken string) (*oauth2.Token, error) {
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	return e.oauth(e.srv.URL+"/login/callback").TokenSource(ctx, &oauth2.Token{RefreshToken: refreshToken}).Token()
}

// A rotated refresh token used again means two holders of one chain, one of
// them a thief; the provider cannot tell which, so the whole chain ends:
// the newest refresh token and the access tokens issued with the chain.
func TestReusedRefreshTokenRevokesItsChain(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db, time.Hour)
		s := e.signedInBrowser(t)
		other := e.signedInBrowser(t) // another sign-in of the same user: its own chain
		second, err := e.refresh(s.tok.RefreshToken)
		if err != nil {
			t.Fatal(err)
		}
		third, err := e.refresh(second.RefreshToken)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.refresh(s.tok.RefreshToken); err == nil {
			t.Fatal("a rotated refresh token worked again")
		}
		if status, _ := e.me(t, third.AccessToken); status != http.StatusUnauthorized {
			t.Errorf("the chain's newest access token answers %d, want 401", status)
		}
		if _, err := e.refresh(third.RefreshToken); err == nil {
			t.Error("the chain's newest refresh token still works after a reuse")
		}
		if status, _ := e.me(t, other.tok.AccessToken); status != http.StatusOK {
			t.Errorf("another sign-in's access token answers %d, want 200", status)
		}
		if _, err := e.refresh(other.tok.RefreshToken); err != nil {
			t.Errorf("another sign-in's refresh token: %v", err)
		}
	})
}

// Concurrent refreshes with one token: at most one gets tokens, and since
// the others count as reuse, what it got is revoked too — on PostgreSQL as
// on SQLite, where nothing but the row's state orders the requests.
func TestConcurrentRefreshesWithOneToken(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		e := newEnv(t, db, time.Hour)
		s := e.signedInBrowser(t)
		const n = 12
		var (
			wg    sync.WaitGroup
			mu    sync.Mutex
			got   []*oauth2.Token
			start = make(chan struct{})
		)
		for range n {
			wg.Go(func() {
				<-start
				if tok, err := e.refresh(s.tok.RefreshToken); err == nil {
					mu.Lock()
					got = append(got, tok)
					mu.Unlock()
				}
			})
		}
		close(start)
		wg.Wait()
		if len(got) > 1 {
			t.Fatalf("%d of %d concurrent refreshes with one token got tokens, want at most 1", len(got), n)
		}
		for _, tok := range got {
			if _, err := e.refresh(tok.RefreshToken); err == nil {
				t.Error("the winner's refresh token survived the others' reuse")
			}
		}
	})
}

// Refreshing keeps a sign-in going for 30 days from the password, not for
// ever: ASVS 3.3.2 asks for a new authentication within 30 days, whether or
// not the tokens are in use.
func TestRefreshChainEndsThirtyDaysAfterThePassword(t *testing.T) {
	offset := time.Duration(0)
	e := newEnvAt(t, testutil.MustOpenDB(t, store.SQLite), time.Hour, func() time.Time { return time.Now().UTC().Add(offset) })
	s := e.signedInBrowser(t)
	tok := s.tok
	for _, day := range []int{10, 20, 29} {
		offset = time.Duration(day) * 24 * time.Hour
		next, err := e.refresh(tok.RefreshToken)
		if err != nil {
			t.Fatalf("refresh on day %d: %v", day, err)
		}
		tok = next
	}
	offset = 30*24*time.Hour + time.Minute
	if _, err := e.refresh(tok.RefreshToken); err == nil {
		t.Fatal("a refresh 30 days after the password worked")
	}
}
