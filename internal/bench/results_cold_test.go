package bench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

const (
	coldBirds  = 50000
	coldTeams  = 5000 // ten birds a fancier, as in a one-loft race
	coldRounds = 5
	coldPer    = 100
)

// BenchmarkResultsCold measures the first result page of a 50,000-bird race
// when nothing is cached (a server just started: a new service, so a cold
// results cache), on every engine, against two bare reads through the same
// driver in the same round: the page's 100 arrivals by a LIMITed query, and
// every arrival of the flight (what ranking needs at least). Goal: ≤ 100 ms
// on PostgreSQL.
func BenchmarkResultsCold(b *testing.B) {
	for _, engine := range testutil.Engines() {
		b.Run(string(engine), func(b *testing.B) {
			db := testutil.MustOpenDB(b, engine)
			flightID := coldRace(b, db, engine)
			log := slog.New(slog.NewTextHandler(io.Discard, nil))
			for range b.N {
				var page, whole, limit, full []time.Duration
				for round := range coldRounds {
					load := loadAvg()
					limit = append(limit, timed(b, func() error { return readArrivals(db, flightID, coldPer) }))
					full = append(full, timed(b, func() error { return readArrivals(db, flightID, 0) }))
					svc := service.New(service.Deps{Store: db}) // a server just started
					srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log}))
					url := fmt.Sprintf("%s/api/public/flights/%d/results?page=1&per_page=%d", srv.URL, flightID, coldPer)
					start := time.Now()
					page = append(page, timed(b, func() error { return getPage(url) }))
					// the whole ranking, which fills the cache behind the page:
					// waited for, so that it does not run into the next round
					res, err := svc.Results.FindFlightResults(context.Background(), flightID)
					must(b, err)
					whole = append(whole, time.Since(start))
					if len(res.Rows) != coldBirds {
						b.Fatalf("ranked %d arrivals, want %d", len(res.Rows), coldBirds)
					}
					srv.Close()
					fmt.Printf("results cold %-8s round %d: page %6.1f ms (whole ranking cached at %6.1f ms) | LIMIT %d %5.1f ms | all arrivals %6.1f ms | load %s\n",
						engine, round+1, ms(page[round]), ms(whole[round]), coldPer, ms(limit[round]), ms(full[round]), load)
				}
				p, w, l, f := medianDuration(page), medianDuration(whole), medianDuration(limit), medianDuration(full)
				b.ReportMetric(ms(p), "cold_ms")
				b.ReportMetric(ms(p)/ms(f), "cold/all")
				b.ReportMetric(ms(w), "whole_ms")
				fmt.Printf("results cold %-8s %d birds, first page of %d, median of %d: %.1f ms (goal ≤ 100 ms on postgres), whole ranking %.1f ms | LIMIT %.1f ms (×%.1f) | all arrivals %.1f ms (×%.2f)\n",
					engine, coldBirds, coldPer, coldRounds, ms(p), ms(w), ms(l), ms(p)/ms(l), ms(f), ms(p)/ms(f))
			}
		})
	}
}

// coldRace makes a released 50,000-bird race of 5,000 fanciers, every bird
// home (two birds to each instant, so ties are ranked), and returns its id.
// The rows go in by a few set-based statements: setup is not what is
// measured, and one insert per bird would take minutes.
func coldRace(b *testing.B, db *store.DB, engine store.Engine) int64 {
	b.Helper()
	ctx := core.SystemContext(context.Background())
	svc := service.New(service.Deps{Store: db})
	loft := &core.Loft{Name: "Cold", Unit: core.Kilometre}
	must(b, svc.Lofts.CreateLoft(ctx, loft))
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
	must(b, svc.Seasons.CreateSeason(ctx, season))
	_, err := svc.Seasons.ChangeSeasonState(ctx, season.ID, core.SeasonInProgress, false) // a draft's races are hidden
	must(b, err)
	release := time.Now().Add(-8 * time.Hour).UTC().Truncate(time.Second)
	f := &core.Flight{SeasonID: season.ID, Name: "Final", Kind: core.FlightFinal, ReleaseTime: release, Distance: 500000, State: core.FlightReleased}
	must(b, db.CreateFlight(ctx, f))
	dev := &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Clock"}
	_, err = svc.Devices.CreateDevice(ctx, dev)
	must(b, err)
	now := time.Now().UTC()
	series := func(n int) string {
		return fmt.Sprintf("WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < %d) ", n-1)
	}
	stmts := []struct {
		sql  string
		args []any
	}{
		{series(coldTeams) + "INSERT INTO users (email, first_name, last_name, created_at) SELECT 'cold' || i || '@example.org', 'First' || i, 'Last' || i, ? FROM s", []any{now}},
		{"INSERT INTO teams (loft_id, user_id, name, country, created_at) SELECT ?, id, 'Team ' || id, 'DE', ? FROM users WHERE email LIKE 'cold%'", []any{loft.ID, now}},
		{series(coldBirds) + "INSERT INTO pigeons (season_id, team_id, ring, chip_ring, name, color, sex, created_at) " +
			"SELECT ?, (SELECT min(id) FROM teams WHERE loft_id = ?) + i % ?, 'DE-0001-26-' || i, 'C' || i, 'Bird ' || i, 'blue', 'hen', ? FROM s",
			[]any{season.ID, loft.ID, coldTeams, now}},
		{"INSERT INTO basketings (flight_id, pigeon_id, basketed_at) SELECT ?, id, ? FROM pigeons WHERE season_id = ?", []any{f.ID, now, season.ID}},
		{"INSERT INTO arrival_batches (device_id, seq, flight_id, reads, arrivals, created_at) VALUES (?, 1, ?, ?, ?, ?)", []any{dev.ID, f.ID, coldBirds, coldBirds, now}},
		{"INSERT INTO arrivals (flight_id, pigeon_id, batch_id, chip_id, antenna_id, arrived_ms) " +
			"SELECT ?, id, (SELECT max(id) FROM arrival_batches), chip_ring, 'A1', ? + (id / 2) * 37 FROM pigeons WHERE season_id = ?",
			[]any{f.ID, release.Add(4 * time.Hour).UnixMilli(), season.ID}},
		{"UPDATE flights SET revision = revision + 1 WHERE id = ?", []any{f.ID}},
	}
	for _, st := range stmts {
		if _, err := db.Bun().ExecContext(ctx, st.sql, st.args...); err != nil {
			b.Fatalf("%s: %v", st.sql, err)
		}
	}
	if engine == store.Postgres { // fresh statistics, as autovacuum would give a real race
		_, err = db.Bun().ExecContext(ctx, "ANALYZE")
		must(b, err)
	}
	return f.ID
}

// readArrivals reads the flight's arrivals in arrival order (the first n, or
// all when n is 0) through the store's driver, scanning every column.
func readArrivals(db *store.DB, flightID int64, n int) error {
	q := fmt.Sprintf("SELECT id, flight_id, pigeon_id, batch_id, chip_id, antenna_id, arrived_ms FROM arrivals WHERE flight_id = %d ORDER BY arrived_ms", flightID)
	if n > 0 {
		q += fmt.Sprintf(" LIMIT %d", n)
	}
	rows, err := db.Bun().DB.QueryContext(context.Background(), q)
	if err != nil {
		return err
	}
	defer rows.Close()
	var r arrivalRow
	got := 0
	for rows.Next() {
		if err := rows.Scan(&r.ID, &r.FlightID, &r.PigeonID, &r.BatchID, &r.ChipID, &r.AntennaID, &r.ArrivedMs); err != nil {
			return err
		}
		got++
	}
	if want := map[bool]int{true: n, false: coldBirds}[n > 0]; got != want {
		return fmt.Errorf("read %d arrivals", got)
	}
	return rows.Err()
}

// getPage asks for a page on a new connection and reads it whole.
func getPage(url string) error {
	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	res, err := client.Get(url)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"rank":1,`) {
		return fmt.Errorf("HTTP %d: %.200s", res.StatusCode, body)
	}
	return nil
}

func timed(b *testing.B, fn func() error) time.Duration {
	start := time.Now()
	must(b, fn())
	return time.Since(start)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// loadAvg is the machine's load average over 1, 5 and 15 minutes, noted
// beside each round: other work on the machine skews every figure.
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}
