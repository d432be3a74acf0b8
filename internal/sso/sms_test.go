package sso_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

// smsGateway is a local server that speaks notify.HTTPSMS's protocol and
// keeps the texts it was asked to send.
type smsGateway struct {
	srv   *httptest.Server
	mu    sync.Mutex
	texts []map[string]string
}

func startSMS(t testing.TB) *smsGateway {
	g := &smsGateway{}
	g.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer sms-token" {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		var m map[string]string
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		g.mu.Lock()
		g.texts = append(g.texts, m)
		g.mu.Unlock()
		w.WriteHeader(http.StatusAccepted)
	}))
	t.Cleanup(g.srv.Close)
	return g
}

func (g *smsGateway) last(t testing.TB) map[string]string {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.texts) == 0 {
		t.Fatal("no text message sent")
	}
	return g.texts[len(g.texts)-1]
}
