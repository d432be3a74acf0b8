package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestNewSubscription(t *testing.T) {
	for _, tt := range []struct {
		name      string
		pkg       core.Package
		start     string
		months    int
		wantEnd   string
		wantField string
	}{
		{"OK12", core.PackageBasic, "2026-03-01", 12, "2027-02-28", ""},
		{"OK24", core.PackagePremium, "2026-01-15", 24, "2028-01-14", ""},
		{"ErrMonths", core.PackageBasic, "2026-03-01", 6, "", "months"},
		{"ErrLegacy", core.PackageLegacy, "2026-03-01", 12, "", "package"},
		{"ErrNoStart", core.PackageBasic, "", 12, "", "starts_on"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var start core.Date
			if tt.start != "" {
				start = core.MustDate(tt.start)
			}
			s, err := core.NewSubscription(1, tt.pkg, start, tt.months)
			if tt.wantField != "" {
				if e, ok := err.(*core.Error); !ok || len(e.Fields[tt.wantField]) == 0 {
					t.Fatalf("got %v, want a message for %s", err, tt.wantField)
				}
				return
			}
			if err != nil || s.EndsOn.String() != tt.wantEnd {
				t.Fatalf("got %v, %v; want end %s", s, err, tt.wantEnd)
			}
		})
	}
}

func TestCheckSubscriptionOverlap(t *testing.T) {
	sub := func(id int64, from, to string, ended string) *core.Subscription {
		s := &core.Subscription{ID: id, StartsOn: core.MustDate(from), EndsOn: core.MustDate(to)}
		if ended != "" {
			d := core.MustDate(ended)
			s.EndedOn = &d
		}
		return s
	}
	existing := []*core.Subscription{sub(1, "2025-01-01", "2025-12-31", ""), sub(2, "2026-01-01", "2027-12-31", "2026-06-30")}
	for _, tt := range []struct {
		name    string
		s       *core.Subscription
		wantErr bool
	}{
		{"OKAfter", sub(0, "2028-01-01", "2028-12-31", ""), false},
		{"OKAfterEarlyEnd", sub(0, "2026-07-01", "2027-06-30", ""), false},
		{"OKBefore", sub(0, "2024-01-01", "2024-12-31", ""), false},
		{"OKItself", sub(1, "2025-01-01", "2025-12-31", ""), false},
		{"ErrSameFirstDay", sub(0, "2025-12-31", "2026-12-30", ""), true},
		{"ErrInside", sub(0, "2025-03-01", "2025-04-01", ""), true},
		{"ErrAround", sub(0, "2024-06-01", "2026-06-01", ""), true},
		{"ErrLastDayOfEarlyEnd", sub(0, "2026-06-30", "2027-06-29", ""), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckSubscriptionOverlap(existing, tt.s)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v, want error %v", err, tt.wantErr)
			}
			if err != nil && core.ErrorCode(err) != core.ECONFLICT {
				t.Fatalf("code: got %s, want conflict", core.ErrorCode(err))
			}
		})
	}
}

func TestSubscriptionEndEarly(t *testing.T) {
	for _, tt := range []struct {
		name    string
		day     string
		wantErr bool
	}{
		{"OK", "2026-06-30", false},
		{"OKFirstDay", "2026-01-01", false},
		{"ErrBeforeStart", "2025-12-31", true},
		{"ErrLastDay", "2026-12-31", true},
		{"ErrAfterEnd", "2027-01-10", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := &core.Subscription{StartsOn: core.MustDate("2026-01-01"), EndsOn: core.MustDate("2026-12-31")}
			err := s.EndEarly(core.MustDate(tt.day))
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v, want error %v", err, tt.wantErr)
			}
			if err == nil && (s.LastDay().String() != tt.day || !s.Covers(core.MustDate(tt.day)) || s.Covers(core.MustDate(tt.day).AddDays(1))) {
				t.Fatalf("got last day %s, want %s", s.LastDay(), tt.day)
			}
		})
	}
}
