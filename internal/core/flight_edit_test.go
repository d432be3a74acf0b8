package core_test

import (
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckFlightEdit(t *testing.T) {
	release := time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)
	cur := func(state core.FlightState) *core.Flight {
		return &core.Flight{ID: 7, SeasonID: 3, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release, ReleasePoint: "Ulm",
			ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 250000, EstimatedAverageSpeed: 120000, State: state}
	}
	firstArrival := release.Add(3 * time.Hour).UnixMilli()
	for _, tt := range []struct {
		name    string
		state   core.FlightState
		arrival int64
		edit    func(f *core.Flight)
		want    string // changed fields, comma-separated
		field   string // the field of the error
		msg     string
	}{
		{"OKNothingChanged", core.FlightComingSoon, 0, func(f *core.Flight) {}, "", "", ""},
		{"OKEveryField", core.FlightComingSoon, 0, func(f *core.Flight) {
			f.Name, f.Kind, f.ReleaseTime, f.ReleasePoint = "Final", core.FlightFinal, release.Add(time.Hour), "Würzburg"
			f.ReleaseLongitude, f.ReleaseLatitude, f.Distance, f.EstimatedAverageSpeed = 9.95, 49.79, 300000, 0
		}, "name,kind,release_time,release_point,release_longitude,release_latitude,distance,estimated_average_speed", "", ""},
		{"OKSeasonAndStateKept", core.FlightReleased, 0, func(f *core.Flight) { f.SeasonID, f.State = 99, core.FlightFinished }, "", "", ""},
		{"OKReleasedDistanceCorrected", core.FlightReleased, firstArrival, func(f *core.Flight) { f.Distance = 251000 }, "distance", "", ""},
		{"OKReleaseTimeBeforeFirstArrival", core.FlightReleased, firstArrival, func(f *core.Flight) { f.ReleaseTime = release.Add(2 * time.Hour) }, "release_time", "", ""},
		{"OKFinishedNameAndPoint", core.FlightFinished, firstArrival, func(f *core.Flight) { f.Name, f.ReleasePoint = "Hot spot 1 (Ulm)", "Ulm Nord" }, "name,release_point", "", ""},
		{"ErrValidate", core.FlightComingSoon, 0, func(f *core.Flight) { f.Name = "" }, "", "name", "The name field is required."},
		{"ErrLatitude", core.FlightComingSoon, 0, func(f *core.Flight) { f.ReleaseLatitude = 95 }, "", "release_latitude", "The latitude must be between -90 and 90."},
		{"ErrFinishedDistance", core.FlightFinished, firstArrival, func(f *core.Flight) { f.Distance = 251000 }, "", "distance", core.MsgFinishedFlightFixed},
		{"ErrFinishedReleaseTime", core.FlightFinished, firstArrival, func(f *core.Flight) { f.ReleaseTime = release.Add(-time.Minute) }, "", "release_time", core.MsgFinishedFlightFixed},
		{"ErrReleaseAfterArrival", core.FlightReleased, firstArrival, func(f *core.Flight) { f.ReleaseTime = release.Add(4 * time.Hour) }, "", "release_time", core.MsgReleaseAfterArrival},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := cur(tt.state)
			next := *c
			tt.edit(&next)
			changes, err := core.CheckFlightEdit(c, &next, tt.arrival)
			if tt.field != "" {
				e, _ := err.(*core.Error)
				if e == nil || len(e.Fields[tt.field]) == 0 || e.Fields[tt.field][0] != tt.msg {
					t.Fatalf("got %v, want %q for %s", err, tt.msg, tt.field)
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v, want no error", err)
			}
			var got []string
			for _, ch := range changes {
				if ch.FlightID != 7 || ch.OldValue == ch.NewValue {
					t.Errorf("change: got %+v", ch)
				}
				got = append(got, ch.Field)
			}
			if strings.Join(got, ",") != tt.want {
				t.Fatalf("changed: got %q, want %q", strings.Join(got, ","), tt.want)
			}
			if next.SeasonID != 3 || next.State != tt.state {
				t.Fatalf("season and state: got %d %s, want them kept", next.SeasonID, next.State)
			}
		})
	}
}

func TestCheckFlightEditValues(t *testing.T) {
	cur := &core.Flight{ID: 1, SeasonID: 1, Name: "A", Kind: core.FlightTraining, ReleaseTime: time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC),
		Distance: 100000, EstimatedAverageSpeed: 120050}
	next := *cur
	next.ReleaseTime, next.EstimatedAverageSpeed = next.ReleaseTime.Add(90*time.Minute), 0
	changes, err := core.CheckFlightEdit(cur, &next, 0)
	if err != nil || len(changes) != 2 {
		t.Fatalf("got %v %v", changes, err)
	}
	if c := changes[0]; c.OldValue != "2026-06-01T07:00:00Z" || c.NewValue != "2026-06-01T08:30:00Z" {
		t.Errorf("release time: got %q → %q", c.OldValue, c.NewValue)
	}
	if c := changes[1]; c.OldValue != "1200.50" || c.NewValue != "0.00" {
		t.Errorf("speed: got %q → %q", c.OldValue, c.NewValue)
	}
}

// A race with prize money cannot become a training flight: trainings carry none.
func TestCheckFlightEditKeepsPrizesOnRaces(t *testing.T) {
	cur := &core.Flight{ID: 1, SeasonID: 1, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC),
		Distance: 100000, Prizes: &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 100}, Mode: core.PrizeAmounts, Places: []int64{100}}}
	for _, tt := range []struct {
		kind core.FlightKind
		ok   bool
	}{{core.FlightFinal, true}, {core.FlightTraining, false}} {
		next := *cur
		next.Kind = tt.kind
		_, err := core.CheckFlightEdit(cur, &next, 0)
		if got := err == nil; got != tt.ok || !tt.ok && fieldMessage(err, "kind") != core.MsgPrizeNotRace {
			t.Errorf("to %s: got %v", tt.kind, err)
		}
	}
}
