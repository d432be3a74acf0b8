package core_test

import (
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckActivationWindow(t *testing.T) {
	dues := []*core.DueDate{
		{Category: core.DueReserveActivation, StartsAt: core.MustDate("2026-06-01"), EndsAt: core.MustDate("2026-06-30")},
	}
	for _, tt := range []struct {
		name string
		cat  core.ProductCategory
		day  string
		want string
	}{
		{"first day", core.ProductReserveActivation, "2026-06-01", ""},
		{"last day", core.ProductReserveActivation, "2026-06-30", ""},
		{"a day late", core.ProductReserveActivation, "2026-07-01", "Reserve activation is open from 2026-06-01 to 2026-06-30 only."},
		{"too early", core.ProductReserveActivation, "2026-05-31", "Reserve activation is open from 2026-06-01 to 2026-06-30 only."},
		{"no window", core.ProductFinalFlightActivation, "2026-06-10", "Final flight activation is not open in this season."},
		{"not an activation", core.ProductEntryFee, "2027-01-01", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckActivationWindow(tt.cat, dues, core.MustDate(tt.day))
			if got := fieldMessage(err, "product_id"); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// fieldMessage is the first message of the field, "" when err is nil.
func fieldMessage(err error, field string) string {
	e, ok := err.(*core.Error)
	if !ok || len(e.Fields[field]) == 0 {
		if err != nil {
			return err.Error()
		}
		return ""
	}
	return e.Fields[field][0]
}

func TestPigeonActivations(t *testing.T) {
	pending := st(core.StatusFinalFlightActivationPending)
	for _, tt := range []struct {
		name string
		p    core.Pigeon
		want string
	}{
		{"reserve", core.Pigeon{Health: st(core.StatusReserve)}, "[reserve_activation]"},
		{"reserve pending", core.Pigeon{Health: st(core.StatusReserve), Progressive: st(core.StatusReserveActivationPending)}, "[]"},
		{"active", core.Pigeon{Health: st(core.StatusActive)}, "[final_flight_activation]"},
		{"activated reserve", core.Pigeon{Health: st(core.StatusActivatedReserve)}, "[final_flight_activation]"},
		{"final pending", core.Pigeon{Health: st(core.StatusActive), Progressive: pending}, "[]"},
		{"lost", core.Pigeon{Health: st(core.StatusLost)}, "[]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			codes := []string{}
			for _, c := range tt.p.Activations() {
				codes = append(codes, c.Code())
			}
			if got := fmt.Sprint(codes); got != tt.want {
				t.Fatalf("got %s, want %s", got, tt.want)
			}
		})
	}
}
