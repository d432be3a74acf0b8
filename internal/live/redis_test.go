package live_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

// redisHub starts an instance's hub on the test's Redis under prefix;
// skipped without ONELOFT_TEST_REDIS_URL.
func redisHub(t *testing.T, prefix string) (*live.Hub, string) {
	t.Helper()
	url := os.Getenv("ONELOFT_TEST_REDIS_URL")
	if url == "" {
		t.Skip("ONELOFT_TEST_REDIS_URL is not set")
	}
	hub, err := live.New(live.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), MinInterval: 10 * time.Millisecond,
		RedisURL: url, RedisPrefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(hub.Handler())
	t.Cleanup(func() { srv.Close(); hub.Close(context.Background()) })
	return hub, "ws" + strings.TrimPrefix(srv.URL, "http") + "/connection/websocket"
}

// Two instances on one Redis act as one hub: a viewer on B gets what A
// publishes within a second, and after a reconnect recovers from Redis's
// history what A published meanwhile; health shows Redis's own clock.
func TestInstancesShareLiveChannels(t *testing.T) {
	prefix := fmt.Sprintf("oneloft-test-%d", time.Now().UnixNano())
	a, _ := redisHub(t, prefix)
	b, urlB := redisHub(t, prefix)
	ctx := context.Background()

	broker, at, err := b.Status(ctx)
	if err != nil || broker != "redis" || time.Since(at).Abs() > 5*time.Second {
		t.Fatalf("status: %s %v %v", broker, at, err)
	}

	v := testutil.NewViewer(t, urlB, "flight:1")
	sent := time.Now()
	a.PublishFlight(ctx, arrivals(1, 1, 1))
	v.WaitFor(t, 1)
	took := time.Since(sent)
	t.Logf("A to a viewer on B: %s", took)
	if took > time.Second {
		t.Errorf("a viewer on B got A's arrival after %s, want within 1 s", took)
	}

	must(t, v.Client.Disconnect())
	for i := int64(2); i <= 1+live.RecoveryLimit; i++ { // as many messages as a viewer recovers
		a.PublishFlight(ctx, arrivals(1, i, i))
		time.Sleep(15 * time.Millisecond)
	}
	must(t, v.Client.Connect())
	v.WaitFor(t, 1+live.RecoveryLimit)
	a.PublishFlight(ctx, arrivals(1, 2+live.RecoveryLimit, 2+live.RecoveryLimit)) // a marker: anything doubled comes before it
	v.WaitFor(t, 2+live.RecoveryLimit)
	v.ExactlyOnce(t, 1, 2+live.RecoveryLimit)
	if !v.Recovered() {
		t.Error("the reconnect did not recover from Redis's history")
	}
}
