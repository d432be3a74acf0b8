package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestParseDistance(t *testing.T) {
	for _, tt := range []struct {
		name string
		in   string
		unit core.Unit
		want core.Distance
		err  bool
	}{
		{"OKWholeKm", "350", core.Kilometre, 350000, false},
		{"OKDecimalsKm", "350.125", core.Kilometre, 350125, false},
		{"OKCommaKm", "12,5", core.Kilometre, 12500, false},
		{"OKMile", "200", core.Mile, 352000, false},
		{"OKMileFractionRoundsHalfUp", "0.001", core.Mile, 2, false}, // 1.76 yd
		{"ErrFourDecimals", "1.2345", core.Kilometre, 0, true},
		{"ErrNegative", "-3", core.Kilometre, 0, true},
		{"ErrText", "far", core.Kilometre, 0, true},
		{"ErrEmpty", "", core.Kilometre, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.ParseDistance(tt.in, tt.unit)
			if (err != nil) != tt.err || got != tt.want {
				t.Fatalf("got %d (err %v), want %d (err %v)", got, err, tt.want, tt.err)
			}
		})
	}
	if got := core.Distance(350125).InUnit(core.Kilometre); got != 350.125 {
		t.Errorf("InUnit: got %v, want 350.125", got)
	}
}

func TestSpeedOf(t *testing.T) {
	for _, tt := range []struct {
		name     string
		distance core.Distance
		flightMs int64
		want     string
		ok       bool
	}{
		// 350 km in 5 h: 350000 m / 300 min = 1166.666… → 1166.67
		{"OKKm", 350000, 5 * 3600_000, "1166.67", true},
		// 200 miles in 4 h: 352000 yd / 240 min = 1466.666… → 1466.67
		{"OKMile", 352000, 4 * 3600_000, "1466.67", true},
		{"OKExact", 120000, 100 * 60_000, "1200.00", true},
		// 1 m in 4 s is 15 m/min exactly; 1 m in 4000.001 s rounds half up
		{"OKRoundsHalfUp", 1, 4_000_000, "0.02", true}, // 0.015 → 0.02
		{"OKRoundsDown", 1, 4_100_000, "0.01", true},   // 0.01463…
		{"OKMilliseconds", 300000, 15_000_123, "1199.99", true},
		{"ErrZeroTime", 300000, 0, "0.00", false},
		{"ErrBeforeRelease", 300000, -5, "0.00", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := core.SpeedOf(tt.distance, tt.flightMs)
			if got.String() != tt.want || ok != tt.ok {
				t.Fatalf("got %s %v, want %s %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	if got := core.Speed(116667).Float(); got != 1166.67 {
		t.Errorf("Float: got %v, want 1166.67", got)
	}
}

func TestFormatFlightTime(t *testing.T) {
	for _, tt := range []struct {
		name   string
		ms     int64
		millis bool
		want   string
	}{
		{"OKZero", 0, false, "00:00:00"},
		{"OK", 3_723_004, false, "01:02:03"},
		{"OKMillis", 3_723_004, true, "01:02:03.004"},
		{"OKExactly24h", 86_400_000, false, "24:00:00"},
		{"OKBeyond24h", 86_400_001, true, "24h+"},
		{"OKLongFlight", 100_000_000, false, "24h+"},
		{"ErrNegative", -1, false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.FormatFlightTime(tt.ms, tt.millis); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFormatDuration(t *testing.T) {
	for _, tt := range []struct {
		ms   int64
		want string
	}{
		{0, "00:00:00"},
		{52*3_600_000 + 13*60_000 + 4_000, "52:13:04"}, // an ace's total over races: hours pass 24
		{-1, ""},
	} {
		if got := core.FormatDuration(tt.ms, false); got != tt.want {
			t.Errorf("FormatDuration(%d) = %q, want %q", tt.ms, got, tt.want)
		}
	}
	// One flight's time still stops at 24h+ (SPEC §9); an ace total does not.
	e := core.AceEntry{TotalMs: 52*3_600_000 + 13*60_000 + 4_000}
	if core.FormatFlightTime(e.TotalMs, false) != "24h+" || e.Score(core.AceTotalTime) != "52:13:04" {
		t.Fatalf("flight time %q, ace total %q", core.FormatFlightTime(e.TotalMs, false), e.Score(core.AceTotalTime))
	}
}

func TestImplausibleSpeed(t *testing.T) {
	for _, tt := range []struct {
		speed core.Speed
		unit  core.Unit
		want  bool
	}{
		{240_000, core.Kilometre, false}, // 2,400 m/min: the fastest believed
		{240_001, core.Kilometre, true},
		{262_467, core.Mile, false}, // 2,624.67 yd/min is 2,399.99 m/min
		{262_468, core.Mile, true},
		{120_000, core.Mile, false},
	} {
		if got := core.ImplausibleSpeed(tt.speed, tt.unit); got != tt.want {
			t.Errorf("ImplausibleSpeed(%v, %s) = %v, want %v", tt.speed, tt.unit, got, tt.want)
		}
	}
}
