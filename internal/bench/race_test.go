package bench

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/testutil"
)

// BenchmarkRace flies a 10,000-bird race: every bird read twice, sent in
// batches of 100 birds by four clocks through the device API; it measures
// the time until a websocket viewer has received every arrival, ranked
// (goal ≤ 5 s).
func BenchmarkRace(b *testing.B) {
	for _, engine := range testutil.Engines() {
		b.Run(string(engine), func(b *testing.B) {
			for range b.N {
				db := testutil.MustOpenDB(b, engine)
				log := slog.New(slog.NewTextHandler(io.Discard, nil))
				hub, err := live.New(live.Options{Logger: log})
				must(b, err)
				svc := service.New(service.Deps{Store: db, Publisher: hub})
				r := setup(b, db, svc, 1)
				srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Live: hub.Handler()}))

				// ranked: an arrival counts once its place is known
				v := newArrivalViewer(b, srv.URL, core.FlightChannel(r.flight.ID), birds, func(a core.LiveArrival) bool { return a.Rank > 0 })

				release := r.flight.ReleaseTime.UnixMilli()
				httpc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
				start := time.Now()
				_, _, err = measure(clients, birds/birdsPerReq, func(i int) error {
					var buf bytes.Buffer
					fmt.Fprintf(&buf, `{"seq":%d,"reads":[`, i+1)
					for k := i * birdsPerReq; k < (i+1)*birdsPerReq; k++ {
						at := release + 4*3600_000 + int64(k)*37
						if k > i*birdsPerReq {
							buf.WriteByte(',')
						}
						fmt.Fprintf(&buf, `{"chip_id":%q,"antenna_id":"A1","read_ms":%d},{"chip_id":%q,"antenna_id":"A2","read_ms":%d}`, r.chips[k], at, r.chips[k], at+350)
					}
					buf.WriteString("]}")
					req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/device/v1/arrivals", &buf)
					req.Header.Set("Authorization", "Device "+r.key)
					res, err := httpc.Do(req)
					if err != nil {
						return err
					}
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if res.StatusCode != 200 {
						return fmt.Errorf("HTTP %d", res.StatusCode)
					}
					return nil
				})
				must(b, err)
				stored := time.Since(start)
				v.await(b, 30*time.Second)
				took := time.Since(start)
				b.ReportMetric(took.Seconds(), "race_s")
				b.ReportMetric(took.Seconds()/stored.Seconds(), "delivered/stored")
				fmt.Printf("race    %-8s 10,000 birds (20,000 reads): stored and ranked in %.2f s, all delivered to a viewer in %.2f s (goal ≤ 5 s), %.2f× its storage time (goal ≤ 3)\n",
					engine, stored.Seconds(), took.Seconds(), took.Seconds()/stored.Seconds())
				v.close()
				srv.Close()
				hub.Close(b.Context())
			}
		})
	}
}
