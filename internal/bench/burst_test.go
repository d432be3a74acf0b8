package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
)

// BenchmarkBurst hands the hub a 50,000-read burst (25,000 birds, read
// twice, in batches of 100 birds as the device API publishes them, all at
// once) and measures the time until a websocket viewer holds every
// arrival: the hub's part of a burst's delivery, to set beside the
// burst's storage time (about 0.8 s when issue 32 was filed).
func BenchmarkBurst(b *testing.B) {
	const n, batch = 25_000, 100
	for range b.N {
		hub, err := live.New(live.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		must(b, err)
		srv := httptest.NewServer(hub.Handler())
		v := newArrivalViewer(b, srv.URL, core.FlightChannel(1), n, func(core.LiveArrival) bool { return true })
		start := time.Now()
		for k := 0; k < n; k += batch {
			ev := core.FlightEvent{FlightID: 1, Revision: int64(k + batch), Arrived: k + batch}
			for id := int64(k + 1); id <= int64(k+batch); id++ {
				ev.Arrivals = append(ev.Arrivals, core.LiveArrival{PigeonID: id, Ring: fmt.Sprintf("DE-0%d-26-%05d", id%9, id), Name: "Blue Bolt",
					Team: "Team Sunrise Valley", Fancier: "Maximilian Mustermann", Country: "DE", ArrivedMs: 1_780_000_000_000 + id,
					FlightMs: 14_400_000 + id, Time: "04:12:33", Speed: "1234.567", Rank: int(id)})
			}
			hub.PublishFlight(context.Background(), ev)
		}
		published := time.Since(start)
		v.await(b, 60*time.Second)
		took := time.Since(start)
		b.ReportMetric(took.Seconds(), "burst_s")
		fmt.Printf("burst   25,000 birds (50,000 reads) handed to the hub in %.3f s, all at a viewer in %.2f s\n", published.Seconds(), took.Seconds())
		v.close()
		srv.Close()
		hub.Close(context.Background())
	}
}
