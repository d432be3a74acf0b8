package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/testutil"
)

const pageRequests = 3000

// BenchmarkResultPage compares a 100-row result page of a 10,000-bird race
// (served from the per-flight cache) with a bare net/http handler writing the
// same bytes, on every engine.
func BenchmarkResultPage(b *testing.B) {
	for _, engine := range testutil.Engines() {
		b.Run(string(engine), func(b *testing.B) {
			db := testutil.MustOpenDB(b, engine)
			log := slog.New(slog.NewTextHandler(io.Discard, nil))
			svc := service.New(service.Deps{Store: db})
			r := setup(b, db, svc, 1)
			release := r.flight.ReleaseTime
			for i := 0; i < birds; i += 500 {
				in := service.BatchInput{Seq: int64(i + 1)}
				for k := i; k < i+500; k++ {
					in.Reads = append(in.Reads, core.ChipRead{ChipID: r.chips[k], AntennaID: "A1", ReadMs: release.Add(4*time.Hour + time.Duration(k)*37*time.Millisecond).UnixMilli()})
				}
				_, err := svc.Devices.IngestArrivals(context.Background(), r.key, in)
				must(b, err)
			}
			srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log}))
			defer srv.Close()
			url := fmt.Sprintf("%s/api/public/flights/%d/results?page=7&per_page=100", srv.URL, r.flight.ID)
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
			res, err := client.Get(url)
			must(b, err)
			page, _ := io.ReadAll(res.Body)
			res.Body.Close()
			bare := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "application/json")
				w.Write(page)
			}))
			defer bare.Close()
			get := func(u string) func(int) error {
				return func(int) error {
					res, err := client.Get(u)
					if err != nil {
						return err
					}
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					if res.StatusCode != 200 {
						return fmt.Errorf("HTTP %d", res.StatusCode)
					}
					return nil
				}
			}
			for range b.N {
				took, lat, err := measure(clients, pageRequests, get(url))
				must(b, err)
				bareTook, bareLat, err := measure(clients, pageRequests, get(bare.URL))
				must(b, err)
				rate, bareRate := pageRequests/took.Seconds(), pageRequests/bareTook.Seconds()
				b.ReportMetric(rate, "req/s")
				b.ReportMetric(float64(p99(lat).Microseconds())/1000, "p99_ms")
				b.ReportMetric(bareRate, "bare_req/s")
				b.ReportMetric(rate/bareRate, "api/bare")
				fmt.Printf("result page %-8s (100 rows, %d bytes): %6.0f req/s, p99 %5.1f ms | bare net/http: %6.0f req/s, p99 %5.1f ms | ratio %.2f (goal ≥ 0.6)\n",
					engine, len(page), rate, float64(p99(lat).Microseconds())/1000, bareRate, float64(p99(bareLat).Microseconds())/1000, rate/bareRate)
			}
		})
	}
}
