package sso_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// BenchmarkAuthenticatedRequest measures what checking a token costs an API
// request: signature, revocation and the user's sign-out time, all read
// from the database on every request (no cache: revocation takes effect at
// once).
func BenchmarkAuthenticatedRequest(b *testing.B) {
	e := newEnv(b, testutil.MustOpenDB(b, store.SQLite), time.Hour)
	s := e.signedInBrowser(b)
	req, _ := http.NewRequest(http.MethodGet, e.srv.URL+"/api/custom/v1/user/favorites", nil)
	req.Header.Set("Authorization", "Bearer "+s.tok.AccessToken)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			b.Fatalf("%v %v", res, err)
		}
		res.Body.Close()
	}
}
