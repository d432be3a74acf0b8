package main

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

// Two clocks of one flight, one on each instance: a viewer on either gets
// the flight's messages from one publisher, at most 2 a second (not 2 per
// instance), and every arrival once (issue 32, goal 4).
func TestOnePublisherPerFlightAcrossInstances(t *testing.T) {
	const birds = 120
	c := startCluster(t, birds)
	w := c.world
	ch := core.FlightChannel(w.flight)
	viewers := map[string]*testutil.Viewer{"onA": testutil.NewViewer(t, c.a.liveURL(), ch), "onB": testutil.NewViewer(t, c.b.liveURL(), ch)}
	start := time.Now()
	for seq := 1; seq <= birds; seq++ {
		read := fmt.Sprintf(`{"chip_id":"CHIP%d","antenna_id":"A1","read_ms":%d}`, seq-1, w.release.Add(time.Hour+time.Duration(seq)*time.Second).UnixMilli())
		at := []*instance{c.a, c.b}[seq%2]
		if status, body := postBatch(http.DefaultClient, at, w.deviceKey, fmt.Sprintf(`{"seq":%d,"reads":[%s]}`, seq, read)); status != http.StatusOK {
			t.Fatalf("batch %d on %s: %d %s", seq, at.name, status, strings.TrimSpace(body))
		}
		time.Sleep(10 * time.Millisecond) // the clocks' pace; the checks hold at any pace
	}
	first, last := w.pigeons[0].ID, w.pigeons[birds-1].ID
	for name, v := range viewers {
		v.WaitWithin(t, birds, 10*time.Second)
		took := time.Since(start)
		v.ExactlyOnce(t, first, last)
		msgs, _ := v.Messages()
		t.Logf("viewer %s: %d messages in %s, %.2f a second", name, msgs, took.Round(time.Millisecond), float64(msgs)/took.Seconds())
		// One publisher sends a channel's messages MinInterval apart at the
		// least: n messages take (n-1)·MinInterval at any pace.
		if limit := int(took/live.MinInterval) + 1; msgs > limit {
			t.Errorf("viewer %s: got %d messages in %s, want at most %d (2 a second)", name, msgs, took, limit)
		}
	}
}
