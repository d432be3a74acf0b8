package core_test

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func set(ids ...int64) map[int64]bool {
	m := map[int64]bool{}
	for _, id := range ids {
		m[id] = true
	}
	return m
}

func TestFunnel(t *testing.T) {
	day := time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)
	at := func(d int) *time.Time { t := day.AddDate(0, 0, d); return &t }
	training := core.FunnelFlight{FlightID: 10, Release: day, Over: true, Basketed: []int64{1, 2, 3, 4}, Home: set(1, 2), Late: set(3)}
	hotSpot := core.FunnelFlight{FlightID: 11, Release: day.AddDate(0, 0, 7), Over: true, Basketed: []int64{1, 2, 3}, Home: set(1), Late: set()}
	final := core.FunnelFlight{FlightID: 12, Release: day.AddDate(0, 0, 14), Over: false, Basketed: []int64{1, 6}, Home: set(6), Late: set()}
	tests := []struct {
		name    string
		birds   []core.FunnelBird
		flights []core.FunnelFlight
		want    core.SeasonFunnel
	}{
		{"OK", []core.FunnelBird{
			{PigeonID: 1, Delivered: true},
			{PigeonID: 2, Delivered: true},              // not home from the hot spot and never again: lost there
			{PigeonID: 3, Delivered: true, Gone: at(3)}, // late home from training, then basketed: lost in the hot spot, not gone
			{PigeonID: 4, Delivered: true},              // lost in training
			{PigeonID: 5, Delivered: true, Gone: at(9)}, // died at the loft between the hot spot and the final
			{PigeonID: 6}, // never marked delivered, but basketed
			{PigeonID: 7}, // never came
			{PigeonID: 8, Delivered: true, Gone: at(20)},
		}, []core.FunnelFlight{training, hotSpot, final}, core.SeasonFunnel{
			Registered: 8, Delivered: 7,
			Stages: []core.FunnelStage{
				{FlightID: 10, Alive: 7, Basketed: 4, Home: 2, Late: 1, Lost: 1},
				{FlightID: 11, Alive: 6, Basketed: 3, Home: 1, Lost: 2},
				{FlightID: 12, GoneBefore: 1, Alive: 3, Basketed: 2, Home: 1, Awaited: 1},
			},
			GoneAfter: 1, LostInRaces: 3, LostOutside: 2, Remaining: 2,
		}},
		{"NoFlights", []core.FunnelBird{{PigeonID: 1, Delivered: true, Gone: at(0)}, {PigeonID: 2}}, nil, core.SeasonFunnel{
			Registered: 2, Delivered: 1, Stages: []core.FunnelStage{}, GoneAfter: 1, LostOutside: 1}},
		{"GoneBeforeFirst", []core.FunnelBird{{PigeonID: 1, Delivered: true, Gone: at(-1)}, {PigeonID: 2, Delivered: true}},
			[]core.FunnelFlight{{FlightID: 10, Release: day, Over: true, Basketed: []int64{2}, Home: set(2)}}, core.SeasonFunnel{
				Registered: 2, Delivered: 2, Stages: []core.FunnelStage{{FlightID: 10, GoneBefore: 1, Alive: 1, Basketed: 1, Home: 1}},
				LostOutside: 1, Remaining: 1}},
		{"Empty", nil, nil, core.SeasonFunnel{Stages: []core.FunnelStage{}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := core.Funnel(tc.birds, tc.flights)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
			for i := 1; i < len(got.Stages); i++ { // every stage adds up
				prev, s := got.Stages[i-1], got.Stages[i]
				if s.Alive != prev.Alive-prev.Lost-s.GoneBefore {
					t.Fatalf("stage %d: alive %d, want %d", i, s.Alive, prev.Alive-prev.Lost-s.GoneBefore)
				}
			}
		})
	}
}

func TestClosedBy(t *testing.T) {
	loc := time.UTC
	release := time.Date(2026, 6, 1, 7, 0, 0, 0, loc)
	home := []int64{release.Add(time.Hour).UnixMilli(), release.Add(2 * time.Hour).UnixMilli()}
	at := func(d time.Duration) *time.Time { t := release.Add(d); return &t }
	rule := core.ClosingRule{HomePercent: 50, Day: 1, Time: "18:00"}
	tests := []struct {
		name     string
		rule     core.ClosingRule
		state    core.FlightState
		closedAt *time.Time
		want     core.ClosedBy
	}{
		{"Open", rule, core.FlightReleased, nil, core.ClosedOpen},
		{"Share", rule, core.FlightClosed, at(2 * time.Hour), core.ClosedShare},
		{"Time", rule, core.FlightClosed, at(11 * time.Hour), core.ClosedTime},
		{"StaffBeforeRule", rule, core.FlightClosed, at(90 * time.Minute), core.ClosedStaff},
		{"FinishedWithoutClosing", rule, core.FlightFinished, nil, core.ClosedStaff},
		{"NoRule", core.ClosingRule{}, core.FlightClosed, at(2 * time.Hour), core.ClosedStaff},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.rule.ClosedBy(tc.state, release, loc, 3, home, tc.closedAt); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTopPrizes(t *testing.T) {
	won := map[int64]int64{1: 500, 2: 900, 3: 500, 4: 0, 5: 100}
	tests := []struct {
		name string
		n    int
		want string
	}{
		{"OK", 3, "[{2 900} {1 500} {3 500}]"},
		{"FewerThanN", 10, "[{2 900} {1 500} {3 500} {5 100}]"},
		{"None", 0, "[]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(core.TopPrizes(won, tc.n)); got != tc.want {
				t.Fatalf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestPerBird(t *testing.T) {
	tests := []struct {
		name    string
		total   int64
		entered int
		want    int64
	}{
		{"OK", 100000, 3, 33333},
		{"NoBirds", 100000, 0, 0},
		{"NoPrizes", 0, 5, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := core.PerBird(tc.total, tc.entered); got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
		})
	}
}
