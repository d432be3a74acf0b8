package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func berlin(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// at reads "2006-01-02 15:04" on loc's clock.
func at(loc *time.Location, s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
	if err != nil {
		panic(err)
	}
	return t
}

func TestAddCalendarMonths(t *testing.T) {
	loc := berlin(t)
	for _, tt := range []struct {
		name, from string
		months     int
		want       string
	}{
		{"OK31JanPlus1", "2026-01-31 10:00", 1, "2026-02-28 10:00"},
		{"OK31JanPlus1LeapYear", "2028-01-31 10:00", 1, "2028-02-29 10:00"},
		{"OK31MarPlus1", "2026-03-31 10:00", 1, "2026-04-30 10:00"},
		{"OK31DecPlus2", "2026-12-31 10:00", 2, "2027-02-28 10:00"},
		{"OK31AugPlus12", "2026-08-31 10:00", 12, "2027-08-31 10:00"},
		{"OK31AugPlus24", "2026-08-31 10:00", 24, "2028-08-31 10:00"},
		{"OK29FebPlus12", "2028-02-29 10:00", 12, "2029-02-28 10:00"},
		{"OK29FebPlus24", "2028-02-29 10:00", 24, "2030-02-28 10:00"},
		{"OK29FebPlus48", "2028-02-29 10:00", 48, "2032-02-29 10:00"},
		{"OK28FebPlus12IntoLeapYear", "2027-02-28 10:00", 12, "2028-02-28 10:00"},
		// Winter to summer time: the same wall clock, one hour less between.
		{"OKWallClockAcrossDST", "2026-01-15 12:00", 6, "2026-07-15 12:00"},
		{"OK31MarMinus1", "2026-03-31 10:00", -1, "2026-02-28 10:00"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.AddCalendarMonths(at(loc, tt.from), tt.months, loc)
			if want := at(loc, tt.want); !got.Equal(want) {
				t.Errorf("got %s, want %s", got.In(loc), want)
			}
		})
	}
	t.Run("OKOnTheGivenCalendar", func(t *testing.T) {
		// 29 Feb 2028 00:30 in Berlin is still 28 Feb 23:30 in UTC: on
		// Berlin's calendar the year ends 28 Feb 2029 00:30 (Berlin), on
		// UTC's a day later, 28 Feb 23:30 UTC = 1 Mar 00:30 in Berlin.
		start := at(loc, "2028-02-29 00:30")
		if got, want := core.AddCalendarMonths(start, 12, loc), at(loc, "2029-02-28 00:30"); !got.Equal(want) {
			t.Errorf("Berlin: got %s, want %s", got.In(loc), want)
		}
		if got, want := core.AddCalendarMonths(start, 12, time.UTC), at(loc, "2029-03-01 00:30"); !got.Equal(want) {
			t.Errorf("UTC: got %s, want %s", got.In(loc), want)
		}
	})
}

func TestRenewedPeriod(t *testing.T) {
	loc := berlin(t)
	tp := func(s string) *time.Time { v := at(loc, s); return &v }
	for _, tt := range []struct {
		name       string
		currentEnd *time.Time
		now        string
		months     int
		wantStart  string
		wantEnd    string
	}{
		{"OKFirst12", nil, "2026-03-10 14:00", 12, "2026-03-10 14:00", "2027-03-10 14:00"},
		{"OKFirst24", nil, "2026-03-10 14:00", 24, "2026-03-10 14:00", "2028-03-10 14:00"},
		// Renewed 3 months early: the new year follows the current one.
		{"OKRenewEarly", tp("2026-06-30 00:00"), "2026-03-10 14:00", 12, "2026-06-30 00:00", "2027-06-30 00:00"},
		{"OKRenewEarly24", tp("2026-06-30 00:00"), "2026-03-10 14:00", 24, "2026-06-30 00:00", "2028-06-30 00:00"},
		// Lapsed: the paid-for time starts now, not at the old end.
		{"OKRenewLapsed", tp("2026-01-01 00:00"), "2026-03-10 14:00", 12, "2026-03-10 14:00", "2027-03-10 14:00"},
		// Ending this very moment is ended (the end is excluded).
		{"OKRenewAtEnd", tp("2026-03-10 14:00"), "2026-03-10 14:00", 12, "2026-03-10 14:00", "2027-03-10 14:00"},
		// Across a leap day: a period ending on 29 Feb 2028, renewed in
		// January, runs to 28 Feb 2029, and the next one to 28 Feb 2030.
		{"OKRenewFromLeapDay", tp("2028-02-29 09:00"), "2028-01-15 08:00", 12, "2028-02-29 09:00", "2029-02-28 09:00"},
		{"OKRenewAfterLeapDay", tp("2029-02-28 09:00"), "2029-02-01 08:00", 12, "2029-02-28 09:00", "2030-02-28 09:00"},
		{"OKBoughtOnLeapDay24", nil, "2028-02-29 09:00", 24, "2028-02-29 09:00", "2030-02-28 09:00"},
		{"OKRenewFrom31Aug", tp("2026-08-31 12:00"), "2026-08-01 08:00", 12, "2026-08-31 12:00", "2027-08-31 12:00"},
		{"OKRenewFrom31Aug24", tp("2026-08-31 12:00"), "2026-08-01 08:00", 24, "2026-08-31 12:00", "2028-08-31 12:00"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start, end := core.RenewedPeriod(tt.currentEnd, at(loc, tt.now), tt.months, loc)
			if ws, we := at(loc, tt.wantStart), at(loc, tt.wantEnd); !start.Equal(ws) || !end.Equal(we) {
				t.Errorf("got %s – %s, want %s – %s", start.In(loc), end.In(loc), ws, we)
			}
		})
	}
}

func TestDueReminder(t *testing.T) {
	loc := berlin(t)
	end := at(loc, "2027-03-10 14:00")
	for _, tt := range []struct {
		name     string
		end      time.Time
		now      time.Time
		lastSent int
		want     int
	}{
		{"OKNoneYet", end, at(loc, "2027-02-20 14:00"), 0, 0},
		{"OKNoneJustBefore14", end, at(loc, "2027-02-24 13:59"), 0, 0},
		{"OK14DaysAtTheMoment", end, at(loc, "2027-02-24 14:00"), 0, 14},
		{"OK14SentWaitFor3", end, at(loc, "2027-03-01 09:00"), 14, 0},
		{"OK3After14", end, at(loc, "2027-03-07 14:00"), 14, 3},
		{"OK3Sent", end, at(loc, "2027-03-08 09:00"), 3, 0},
		// The 14-day mail was missed: 2 days before the end only the 3-day one goes.
		{"OKOnlyNearest", end, at(loc, "2027-03-08 09:00"), 0, 3},
		{"OKEnded", end, end, 0, 0},
		{"OKLongEnded", end, at(loc, "2027-04-01 09:00"), 14, 0},
		// Calendar days on the loft's clock: 14 days before 5 April 12:00
		// (summer time) is 22 March 12:00 (winter time), 11:00 UTC; 14 × 24
		// hours back would be 10:00 UTC.
		{"OKDSTNotYet", at(loc, "2027-04-05 12:00"), time.Date(2027, 3, 22, 10, 30, 0, 0, time.UTC), 0, 0},
		{"OKDSTDue", at(loc, "2027-04-05 12:00"), time.Date(2027, 3, 22, 11, 0, 0, 0, time.UTC), 0, 14},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.DueReminder(tt.end, tt.now, tt.lastSent, loc); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}
