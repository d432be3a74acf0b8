package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// calendarWorld is the world's loft with its draft season and a published
// one, and a second loft with a published season, in Phoenix.
type calendarWorld struct {
	*world
	published *core.Season
	other     *core.Loft
	otherPub  *core.Season
}

func newCalendarWorld(t *testing.T, db *store.DB) *calendarWorld {
	t.Helper()
	w := &calendarWorld{world: newWorld(t, db)}
	sys := core.SystemContext(context.Background())
	w.published = &core.Season{LoftID: w.loft.ID, Name: "2026 main", Currency: core.EUR, State: core.SeasonInProgress}
	must(t, w.svc.Seasons.CreateSeason(sys, w.published))
	w.other = &core.Loft{Name: "Desert Wings", Unit: core.Mile, Country: "US", TimeZone: "America/Phoenix"}
	must(t, w.svc.Lofts.CreateLoft(sys, w.other))
	w.otherPub = &core.Season{LoftID: w.other.ID, Name: "Winter", Currency: core.USD, State: core.SeasonOver}
	must(t, w.svc.Seasons.CreateSeason(sys, w.otherPub))
	return w
}

// flight adds a race to season released at now+in and moves it to state.
func (w *calendarWorld) flight(t *testing.T, season *core.Season, name string, state core.FlightState, in time.Duration) *core.Flight {
	t.Helper()
	sys := core.SystemContext(context.Background())
	f := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: name, Kind: core.FlightHotSpot,
		ReleaseTime: fixedNow.Add(in), ReleasePoint: "Ulm", Distance: 176000}
	must(t, w.svc.Flights.CreateFlight(sys, f))
	if state == core.FlightBasketing || state == core.FlightReleased || state == core.FlightFinished {
		_, err := w.svc.Flights.ChangeFlightState(sys, f.ID, core.FlightBasketing)
		must(t, err)
	}
	if state == core.FlightReleased || state == core.FlightFinished {
		_, err := w.svc.Flights.ChangeFlightState(sys, f.ID, state)
		must(t, err)
	}
	return f
}

func listingNames(list []*core.FlightListing) string {
	got := ""
	for _, l := range list {
		got += fmt.Sprintf("%s/%s/%s/%s|", l.LoftName, l.SeasonName, l.Flight.Name, l.LoftTimeZone)
	}
	return got
}

func TestFindUpcomingFlights(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newCalendarWorld(t, db)
		day := 24 * time.Hour
		w.flight(t, w.season, "Draft toss", core.FlightComingSoon, day) // a draft season is not public
		w.flight(t, w.published, "Hot spot 2", core.FlightComingSoon, 3*day)
		w.flight(t, w.published, "Hot spot 1", core.FlightBasketing, 2*day)
		w.flight(t, w.published, "Released early", core.FlightReleased, day) // in the air: not upcoming, whatever its plan said
		w.flight(t, w.published, "Missed", core.FlightComingSoon, -time.Minute)
		w.flight(t, w.published, "Too far", core.FlightComingSoon, 61*day)
		w.flight(t, w.otherPub, "Toss 1", core.FlightComingSoon, 2*day+time.Hour)
		w.flight(t, w.otherPub, "Done", core.FlightFinished, -day)

		list, err := w.svc.Flights.FindUpcomingFlights(context.Background())
		must(t, err)
		want := "Sunrise/2026 main/Hot spot 1/UTC|Desert Wings/Winter/Toss 1/America/Phoenix|Sunrise/2026 main/Hot spot 2/UTC|"
		if got := listingNames(list); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
		if l := list[1]; l.LoftID != w.other.ID || l.Flight.Unit != core.Mile || !l.Flight.ReleaseTime.Equal(fixedNow.Add(2*day+time.Hour)) {
			t.Fatalf("got %+v", l)
		}

		// an archived loft leaves the list
		_, err = w.svc.Lofts.ArchiveLoft(core.SystemContext(context.Background()), w.other.ID)
		must(t, err)
		list, err = w.svc.Flights.FindUpcomingFlights(context.Background())
		must(t, err)
		if got := listingNames(list); got != "Sunrise/2026 main/Hot spot 1/UTC|Sunrise/2026 main/Hot spot 2/UTC|" {
			t.Fatalf("after archiving: got %q", got)
		}
	})
}

func TestFindUpcomingFlightsEmpty(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		list, err := w.svc.Flights.FindUpcomingFlights(context.Background())
		must(t, err)
		if list == nil || len(list) != 0 {
			t.Fatalf("got %#v, want an empty list", list)
		}
	})
}

func TestFindLoftCalendar(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newCalendarWorld(t, db)
		w.flight(t, w.season, "Draft toss", core.FlightComingSoon, time.Hour)
		w.flight(t, w.published, "Final", core.FlightComingSoon, 30*24*time.Hour)
		w.flight(t, w.published, "Hot spot 1", core.FlightFinished, -48*time.Hour)
		w.flight(t, w.otherPub, "Toss 1", core.FlightComingSoon, time.Hour)

		cal, err := w.svc.Flights.FindLoftCalendar(context.Background(), w.loft.ID)
		must(t, err)
		// past and planned, oldest first; the draft season's race and the other loft's are not in it
		if got, want := listingNames(cal.Flights), "Sunrise/2026 main/Hot spot 1/UTC|Sunrise/2026 main/Final/UTC|"; got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
		if cal.Loft.ID != w.loft.ID || !cal.Stamp.Equal(fixedNow) {
			t.Fatalf("got loft %d, stamp %v", cal.Loft.ID, cal.Stamp)
		}
		_, err = w.svc.Flights.FindLoftCalendar(context.Background(), 999)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}
