package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestFlightValidate(t *testing.T) {
	ok := func() *core.Flight {
		return &core.Flight{SeasonID: 1, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: time.Now(),
			ReleasePoint: "Ulm", ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 250000}
	}
	for _, tt := range []struct {
		name  string
		edit  func(f *core.Flight)
		field string
	}{
		{"OK", func(f *core.Flight) {}, ""},
		{"ErrName", func(f *core.Flight) { f.Name = " " }, "name"},
		{"ErrKind", func(f *core.Flight) { f.Kind = "sprint" }, "kind"},
		{"ErrState", func(f *core.Flight) { f.State = "lost" }, "state"},
		{"ErrReleaseTime", func(f *core.Flight) { f.ReleaseTime = time.Time{} }, "release_time"},
		{"ErrLatitude", func(f *core.Flight) { f.ReleaseLatitude = 91 }, "release_latitude"},
		{"ErrLongitude", func(f *core.Flight) { f.ReleaseLongitude = -181 }, "release_longitude"},
		{"ErrDistance", func(f *core.Flight) { f.Distance = 0 }, "distance"},
		{"ErrSpeed", func(f *core.Flight) { f.EstimatedAverageSpeed = -1 }, "estimated_average_speed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := ok()
			tt.edit(f)
			err := f.Validate()
			e, _ := err.(*core.Error)
			switch {
			case tt.field == "" && err != nil:
				t.Fatalf("got %v, want no error", err)
			case tt.field != "" && (e == nil || len(e.Fields[tt.field]) == 0):
				t.Fatalf("got %v, want an error for %s", err, tt.field)
			}
			if tt.field == "" && f.State != core.FlightComingSoon {
				t.Fatalf("state: got %q, want coming_soon by default", f.State)
			}
		})
	}
}

func TestCheckFlightState(t *testing.T) {
	for _, tt := range []struct {
		name      string
		cur, next core.FlightState
		want      string
	}{
		{"OK", core.FlightBasketing, core.FlightReleased, ""},
		{"OKCorrection", core.FlightFinished, core.FlightReleased, ""},
		{"ErrSameStatus", core.FlightReleased, core.FlightReleased, core.MsgSameStatus},
		{"ErrUnknown", core.FlightReleased, "flying", "The selected state is invalid."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ErrorMessage(core.CheckFlightState(tt.cur, tt.next)); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDeviceValidate(t *testing.T) {
	if err := (&core.Device{LoftID: 1, Kind: core.DeviceClock, Name: "Clock 1"}).Validate(); err != nil {
		t.Fatalf("OK: got %v", err)
	}
	if err := (&core.Device{LoftID: 1, Kind: "radio", Name: "x"}).Validate(); core.ErrorCode(err) != core.EINVALID {
		t.Fatalf("ErrKind: got %v, want invalid", err)
	}
	if a, b := core.HashDeviceKey("k1"), core.HashDeviceKey("k2"); a == b || len(a) != 64 {
		t.Fatalf("hash: got %q %q", a, b)
	}
}

func TestFlightStateIsOver(t *testing.T) {
	want := map[core.FlightState]bool{core.FlightClosed: true, core.FlightFinished: true}
	for _, s := range core.FlightStates {
		if got := s.IsOver(); got != want[s] {
			t.Errorf("%s.IsOver() = %v, want %v", s, got, want[s])
		}
	}
}

func TestCheckRelease(t *testing.T) {
	for _, tt := range []struct {
		name     string
		state    core.FlightState
		lat, lon float64
		next     core.FlightState
		wantErr  bool
	}{
		{"OKWithPosition", core.FlightBasketing, 48.4, 9.99, core.FlightReleased, false},
		{"OKOnTheEquator", core.FlightComingSoon, 0, 9.99, core.FlightReleased, false},
		{"OKOnGreenwich", core.FlightComingSoon, 51.5, 0, core.FlightReleased, false},
		{"OKBasketingAtZero", core.FlightComingSoon, 0, 0, core.FlightBasketing, false},
		{"OKReopenAtZero", core.FlightClosed, 0, 0, core.FlightReleased, false},
		{"OKFinishUnreleased", core.FlightComingSoon, 0, 0, core.FlightFinished, false},
		{"ErrComingSoonAtZero", core.FlightComingSoon, 0, 0, core.FlightReleased, true},
		{"ErrBasketingAtZero", core.FlightBasketing, 0, 0, core.FlightReleased, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &core.Flight{State: tt.state, ReleaseLatitude: tt.lat, ReleaseLongitude: tt.lon}
			err := f.CheckRelease(tt.next)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v, want error %v", err, tt.wantErr)
			}
			if err != nil && core.ErrorMessage(err) != core.MsgReleaseNoPosition {
				t.Fatalf("got %q, want %q", core.ErrorMessage(err), core.MsgReleaseNoPosition)
			}
		})
	}
}
