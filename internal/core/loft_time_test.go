package core_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestLoftTime(t *testing.T) {
	lisbon, _ := time.LoadLocation("Europe/Lisbon")
	dubai, _ := time.LoadLocation("Asia/Dubai")
	summer := time.Date(2026, 7, 1, 6, 30, 0, 0, time.UTC)
	winter := time.Date(2026, 1, 15, 7, 30, 0, 0, time.UTC)
	tests := []struct {
		name   string
		t      time.Time
		loc    *time.Location
		layout string
		phrase string
		want   string
	}{
		{"SummerTime", summer, lisbon, "2006-01-02 15:04", "{time}, loft time", "2026-07-01 07:30 WEST, loft time"},
		{"WinterTime", winter, lisbon, "2006-01-02 15:04", "{time}, loft time", "2026-01-15 07:30 WET, loft time"},
		{"DayChangesInZone", time.Date(2026, 7, 1, 22, 15, 0, 0, time.UTC), dubai, "2006-01-02 15:04", "", "2026-07-02 02:15 UTC+04"},
		{"OtherLanguage", summer, lisbon, "15:04:05", "{time}, hora do pombal", "07:30:00 WEST, hora do pombal"},
		{"NoZoneIsUTC", summer, nil, "15:04", "{time}, loft time", "06:30 UTC, loft time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.LoftTime(tt.t, tt.loc, tt.layout, tt.phrase); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("Clock", func(t *testing.T) {
		c := core.LoftClock{At: summer, Loc: lisbon, Layout: "15:04"}
		if got, want := c.Text("{time} (loft time)"), "07:30 WEST (loft time)"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
}

// A notice keeps its data as JSON and writes its title when read: the
// loft time must come back the same.
func TestLoftClockJSON(t *testing.T) {
	lisbon, _ := time.LoadLocation("Europe/Lisbon")
	c := core.LoftClock{At: time.Date(2026, 7, 1, 6, 30, 12, 0, time.UTC), Loc: lisbon, Layout: "15:04:05"}
	b, err := json.Marshal(map[string]any{"Time": c})
	if err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	got, ok := core.LoftClockOf(back["Time"])
	if !ok {
		t.Fatalf("LoftClockOf(%s) not a loft clock", b)
	}
	if s, want := got.Text("{time}, loft time"), "07:30:12 WEST, loft time"; s != want {
		t.Errorf("got %q, want %q", s, want)
	}
	for _, v := range []any{"07:30", map[string]any{"loft_time": "yesterday", "zone": "UTC", "layout": "15:04"}, nil} {
		if _, ok := core.LoftClockOf(v); ok {
			t.Errorf("LoftClockOf(%v) read as a loft clock", v)
		}
	}
}

func TestLoftDay(t *testing.T) {
	auckland, _ := time.LoadLocation("Pacific/Auckland")
	angeles, _ := time.LoadLocation("America/Los_Angeles")
	tests := []struct {
		name string
		t    time.Time
		loc  *time.Location
		want string
	}{
		{"AucklandIsAhead", time.Date(2026, 3, 31, 11, 30, 0, 0, time.UTC), auckland, "2026-04-01"},
		{"AucklandSameDay", time.Date(2026, 3, 31, 10, 30, 0, 0, time.UTC), auckland, "2026-03-31"},
		{"LosAngelesIsBehind", time.Date(2026, 4, 1, 6, 59, 0, 0, time.UTC), angeles, "2026-03-31"},
		{"LosAngelesMidnight", time.Date(2026, 4, 1, 7, 0, 0, 0, time.UTC), angeles, "2026-04-01"},
		{"NoZoneIsUTC", time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), nil, "2026-04-01"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.LoftDay(tt.t, tt.loc).String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
	t.Run("LoftToday", func(t *testing.T) {
		l := &core.Loft{TimeZone: "Pacific/Auckland"}
		if got, want := l.Today(time.Date(2026, 3, 31, 11, 30, 0, 0, time.UTC)).String(), "2026-04-01"; got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	})
}
