package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestRegistrationClosesAtLoftMidnight: the shop's registration ends on
// 2026-03-31, a day of the loft's calendar. At a loft in Auckland (UTC+13
// then) it closes at 11:00 UTC on the 31st; at one in Los Angeles (UTC-7)
// it stays open until 07:00 UTC on 1 April. Orders, the season's page and
// the browse list all read the loft's day.
func TestRegistrationClosesAtLoftMidnight(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		sys := core.SystemContext(context.Background())
		for _, tt := range []struct {
			name, zone string
			now        time.Time
			open       bool
		}{
			{"AucklandLastEvening", "Pacific/Auckland", time.Date(2026, 3, 31, 10, 59, 0, 0, time.UTC), true},
			{"AucklandAfterMidnight", "Pacific/Auckland", time.Date(2026, 3, 31, 11, 0, 0, 0, time.UTC), false},
			{"LosAngelesBeforeMidnight", "America/Los_Angeles", time.Date(2026, 4, 1, 6, 59, 0, 0, time.UTC), true},
			{"LosAngelesAfterMidnight", "America/Los_Angeles", time.Date(2026, 4, 1, 7, 0, 0, 0, time.UTC), false},
			{"LosAngelesBeforeOpening", "America/Los_Angeles", time.Date(2026, 1, 1, 7, 59, 0, 0, time.UTC), false},
		} {
			t.Run(tt.name, func(t *testing.T) {
				s.loft.TimeZone = tt.zone
				must(t, db.UpdateLoft(sys, s.loft))
				s.clock = ptr(tt.now)
				_, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
				if tt.open {
					must(t, err)
				} else {
					wantErr(t, err, core.EINVALID, "Registration for this season is closed.")
				}
				d, err := s.svc.Seasons.FindSeasonDetails(sys, s.season.ID)
				must(t, err)
				if d.RegistrationOpen != tt.open {
					t.Errorf("season page: got open %v, want %v", d.RegistrationOpen, tt.open)
				}
				list, _, err := s.svc.Seasons.BrowseSeasons(sys, service.SeasonSearch{OpenOnly: true})
				must(t, err)
				if got := len(list) == 1 && list[0].RegistrationOpen; got != tt.open || len(list) > 1 {
					t.Errorf("browse open only: got %d seasons, want open %v", len(list), tt.open)
				}
			})
		}
	})
}
