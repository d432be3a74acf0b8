package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// TestDateBounds: every date and time the service takes in lies between
// core.MinDate and core.MaxDate, and each entity says which field is out.
func TestDateBounds(t *testing.T) {
	day := core.MustDate
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	today := day("2026-11-24")
	for _, tt := range []struct {
		name  string
		check func() error
		field string // "" for none
	}{
		{"OKFirstDay", func() error { return dateErr(day("1900-01-01")) }, ""},
		{"OKLastDay", func() error { return dateErr(day("2200-12-31")) }, ""},
		{"ErrDayBefore", func() error { return dateErr(day("1899-12-31")) }, "date"},
		{"ErrDayAfter", func() error { return dateErr(day("2201-01-01")) }, "date"},
		{"ErrLastYear", func() error { return dateErr(day("9999-12-31")) }, "date"},
		{"OKNoDate", func() error { return dateErr(core.Date{}) }, ""},
		{"OKTimeLastSecond", func() error { return timeErr(at("2200-12-31T23:59:59Z")) }, ""},
		// The date in UTC counts: this is 2201-01-01 04:59 UTC.
		{"ErrTimeAfterInUTC", func() error { return timeErr(at("2200-12-31T23:59:00-05:00")) }, "at"},
		{"ErrTimeBefore", func() error { return timeErr(at("0001-01-02T00:00:00Z")) }, "at"},
		{"OKNoTime", func() error { return timeErr(time.Time{}) }, ""},

		{"ErrSubscription", func() error {
			_, err := core.NewSubscription(1, core.PackageBasic, day("9999-12-31"), 12)
			return err
		}, "starts_on"},
		{"OKSubscriptionToLastDay", func() error {
			_, err := core.NewSubscription(1, core.PackageBasic, day("2200-12-31"), 24)
			return err
		}, ""},
		{"ErrSubscriptionEnd", func() error {
			s := &core.Subscription{StartsOn: day("2026-01-01"), EndsOn: day("2026-12-31")}
			return s.EndEarly(day("1800-06-30"))
		}, "ended_on"},
		{"ErrDueDateStart", func() error {
			return (&core.DueDate{Category: core.DueRegistration, Name: "R", StartsAt: day("1000-01-01"), EndsAt: day("2026-01-01")}).Validate()
		}, "starts_at"},
		{"ErrDueDateEnd", func() error {
			return (&core.DueDate{Category: core.DueRegistration, Name: "R", StartsAt: day("2026-01-01"), EndsAt: day("9999-12-31")}).Validate()
		}, "ends_at"},
		{"ErrProductPeriod", func() error {
			end := day("9999-12-31")
			return (&core.Product{Category: core.ProductSale, Name: "Ring", Amount: 100, PeriodEndsAt: &end}).Validate()
		}, "period_ends_at"},
		{"ErrProductPeriodStart", func() error {
			start := day("1899-01-01")
			return (&core.Product{Category: core.ProductSale, Name: "Ring", Amount: 100, PeriodStartsAt: &start}).Validate()
		}, "period_starts_at"},
		{"ErrFlightRelease", func() error {
			return (&core.Flight{SeasonID: 1, Name: "F", Kind: core.FlightTraining, ReleaseTime: at("9999-12-31T23:00:00Z"), Distance: 1000}).Validate()
		}, "release_time"},
		{"ErrNewsPublished", func() error {
			return (&core.News{Title: "T", Body: "B", PublishedAt: at("3000-01-01T00:00:00Z")}).Validate()
		}, "published_at"},
		{"ErrTransportPickup", func() error {
			return core.CheckTransportRequest(&core.Transport{AgentID: 3, Address: "Domstraße 1, 50667 Köln", PickupDate: day("9999-12-31")}, today)
		}, "pickup_date"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.check()
			if tt.field == "" {
				if err != nil {
					t.Fatalf("got %v, want no error", err)
				}
				return
			}
			e, ok := err.(*core.Error)
			if !ok || e.Code != core.EINVALID {
				t.Fatalf("got %v, want an invalid error", err)
			}
			if got := e.Fields[tt.field]; len(got) != 1 || got[0] != core.MsgDateBounds {
				t.Errorf("errors: got %v, want %q on %s", e.Fields, core.MsgDateBounds, tt.field)
			}
		})
	}
}

func dateErr(d core.Date) error {
	f := core.FieldErrors{}
	core.CheckDate(f, "date", d)
	return f.Err()
}

func timeErr(t time.Time) error {
	f := core.FieldErrors{}
	core.CheckTime(f, "at", t)
	return f.Err()
}

// TestDateScanLongYear: a date stored before dates were bounded, with a
// year of five digits, still reads (and writes back the same).
func TestDateScanLongYear(t *testing.T) {
	for _, tt := range []struct {
		name string
		src  any
		want string
	}{
		{"OKText", "2026-02-28", "2026-02-28"},
		{"OKTextWithTime", "2026-02-28 00:00:00+00:00", "2026-02-28"},
		{"OKLongYear", "10000-12-30", "10000-12-30"},
		{"OKLongYearBytes", []byte("10000-12-30T00:00:00Z"), "10000-12-30"},
		{"OKLeapDay", "2028-02-29", "2028-02-29"},
		{"OKTime", time.Date(10000, 12, 30, 0, 0, 0, 0, time.UTC), "10000-12-30"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var d core.Date
			if err := d.Scan(tt.src); err != nil {
				t.Fatalf("got %v", err)
			}
			if got := d.String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
			if b, _ := d.MarshalJSON(); string(b) != `"`+tt.want+`"` {
				t.Errorf("JSON: got %s", b)
			}
		})
	}
	for _, bad := range []string{"", "2026", "2026-13-01", "abcd-01-01", "2026-02-30"} {
		var d core.Date
		if err := d.Scan(bad); err == nil {
			t.Errorf("%q: got %s, want an error", bad, d)
		}
	}
}
