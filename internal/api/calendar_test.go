package api_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// calendarWorld is the race world (its season back in draft) with a second
// loft in Dubai: a published season with a race coming soon, one basketing
// and one finished, named as people may name them.
type calendarWorld struct {
	*raceWorld
	oasis, season        int64
	soon, basket, past   int64
	oasisName, soonName  string
	soonAt, basketTimeAt time.Time
}

func newCalendarServer(t *testing.T, db *store.DB) *calendarWorld {
	t.Helper()
	c := &calendarWorld{oasisName: "واحة الحمام, " + strings.Repeat("سباق ", 20) + "الزاجل", soonName: "Toss, 1; \r\nEND:VEVENT\\x",
		soonAt: now.Add(24 * time.Hour), basketTimeAt: now.Add(48 * time.Hour)}
	c.raceWorld = newRaceServerWith(t, db, nil, func(svc *service.Service, cfg *api.Config) {
		cfg.PublicURL = "https://races.example/"
		ctx := core.SystemContext(context.Background())
		loft := &core.Loft{Name: c.oasisName, Unit: core.Kilometre, Country: "AE", TimeZone: "Asia/Dubai"}
		must(t, svc.Lofts.CreateLoft(ctx, loft))
		season := &core.Season{LoftID: loft.ID, Name: "Winter 2026", Currency: core.EUR, State: core.SeasonInProgress}
		must(t, svc.Seasons.CreateSeason(ctx, season))
		c.oasis, c.season = loft.ID, season.ID
		flight := func(name string, at time.Time, states ...core.FlightState) int64 {
			f := &core.Flight{SeasonID: season.ID, Name: name, Kind: core.FlightTraining, ReleaseTime: at, ReleasePoint: "Al Ain, Oasis",
				ReleaseLatitude: 24.2, ReleaseLongitude: 55.7, Distance: 130000}
			must(t, svc.Flights.CreateFlight(ctx, f))
			for _, st := range states {
				_, err := svc.Flights.ChangeFlightState(ctx, f.ID, st)
				must(t, err)
			}
			return f.ID
		}
		c.basket = flight("Final", c.basketTimeAt, core.FlightBasketing)
		c.soon = flight(c.soonName, c.soonAt)
		c.past = flight("Toss 0", now.Add(-72*time.Hour), core.FlightReleased, core.FlightFinished)
	})
	must(t, db.UpdateSeasonState(context.Background(), &core.SeasonStatus{SeasonID: c.raceWorld.season, State: core.SeasonDraft, CreatedAt: now}))
	return c
}

func TestUpcomingFlightsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newCalendarServer(t, db)
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				// the race world's final, coming soon in a draft season, is not listed; nor are released or finished races
				{name: "SoonestFirstWithLoftAndSeason", url: "/api/public/upcoming-flights", wantStatus: 200,
					want: obj{"data.#": 2,
						"data.0.id": w.soon, "data.0.name": w.soonName, "data.0.state": "coming_soon", "data.0.release_time": w.soonAt.Format(time.RFC3339),
						"data.0.distance": 130, "data.0.release_point": "Al Ain, Oasis",
						"data.0.loft":   obj{"id": w.oasis, "name": w.oasisName, "unit": "km", "time_zone": "Asia/Dubai"},
						"data.0.season": obj{"id": w.season, "name": "Winter 2026"},
						"data.1.id":     w.basket, "data.1.state": "basketing"}},
				{name: "QueryIgnored", url: "/api/public/upcoming-flights?loft_id=1%27%20OR%201=1", wantStatus: 200, want: obj{"data.#": 2}},
			})
		})
	})
}

func TestLoftCalendarAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newCalendarServer(t, db)
		ics := fmt.Sprintf("/api/public/lofts/%d/calendar.ics", w.oasis)
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "EventPerFlight", url: ics, wantStatus: 200, wantText: []string{
					"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//oneloft//loft calendar//EN\r\n",
					"X-WR-CALNAME:واحة الحمام\\, سباق",
					fmt.Sprintf("UID:flight-%d@races.example\r\n", w.soon),
					"DTSTAMP:20260301T120000Z\r\n",
					"DTSTART:20260302T120000Z\r\n",
					"SUMMARY:Toss\\, 1\\; \\nEND:VEVENT\\\\x — Winter 2026\r\n",
					"LOCATION:Al Ain\\, Oasis\r\n",
					fmt.Sprintf("URL:https://races.example/lofts/%d/flights/%d\r\n", w.oasis, w.soon),
					"END:VCALENDAR\r\n"},
					wantNoText: []string{"\nEND:VEVENT\\", "Hot spot 1"}},
				// a loft whose only season is a draft has a calendar without events
				{name: "DraftSeasonHidden", url: fmt.Sprintf("/api/public/lofts/%d/calendar.ics", w.loft), wantStatus: 200,
					wantText: []string{"X-WR-CALNAME:Sunrise Valley\r\n"}, wantNoText: []string{"VEVENT", "Hot spot 1", "Final"}},
			})
		})
		t.Run("HeadersAndEvents", func(t *testing.T) {
			res, err := http.Get(w.srv.URL + ics)
			must(t, err)
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			if ct := res.Header.Get("Content-Type"); ct != "text/calendar; charset=utf-8" {
				t.Errorf("content type: got %q", ct)
			}
			if cc := res.Header.Get("Cache-Control"); cc != "public, max-age=900" {
				t.Errorf("cache control: got %q", cc)
			}
			if n := strings.Count(string(b), "BEGIN:VEVENT\r\n"); n != 3 {
				t.Errorf("got %d events, want one per flight (3)", n)
			}
			for i, line := range strings.Split(string(b), "\r\n") {
				if len(line) > 75 || !utf8.ValidString(line) {
					t.Errorf("line %d: %q (%d octets), want it folded between characters", i, line, len(line))
				}
			}
			// events in time order: the finished toss, then the planned ones
			past, soon := strings.Index(string(b), "SUMMARY:Toss 0"), strings.Index(string(b), "SUMMARY:Toss\\, 1")
			if past < 0 || soon < past {
				t.Errorf("got events out of order: %s", b)
			}
		})
		t.Run("404", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "UnknownLoft", url: "/api/public/lofts/999999/calendar.ics", wantStatus: 404},
			})
		})
		t.Run("400", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "BadID", url: "/api/public/lofts/abc/calendar.ics", wantStatus: 400, wantField: "id"},
				{name: "ZeroID", url: "/api/public/lofts/0/calendar.ics", wantStatus: 400, wantField: "id"},
				{name: "Injection", url: "/api/public/lofts/1%20OR%201=1/calendar.ics", wantStatus: 400, wantField: "id"},
			})
		})
	})
}
