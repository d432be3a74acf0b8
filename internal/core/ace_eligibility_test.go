package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestAceEligible(t *testing.T) {
	for _, tt := range []struct {
		name   string
		health core.PigeonStatusType
		order  core.OrderStatus
		want   bool
	}{
		{"OKActivePaidOnline", core.StatusActive, core.OrderPaidOnline, true},
		{"OKActivePaidManually", core.StatusActive, core.OrderPaidManually, true},
		{"OKActivatedReservePaid", core.StatusActivatedReserve, core.OrderPaidManually, true},
		{"OKEnteredByTheLoft", core.StatusActive, "", true},
		{"ErrReserveNotActivated", core.StatusReserve, core.OrderPaidOnline, false},
		{"ErrNoStatus", 0, core.OrderPaidOnline, false},
		{"ErrUnassigned", core.StatusUnassigned, core.OrderPaidOnline, false},
		{"ErrLost", core.StatusLost, core.OrderPaidOnline, false},
		{"ErrDied", core.StatusDied, "", false},
		{"ErrForSale", core.StatusForSale, core.OrderPaidOnline, false},
		{"ErrPending", core.StatusActive, core.OrderPending, false},
		{"ErrConfirmedUnpaid", core.StatusActive, core.OrderConfirmed, false},
		{"ErrPaymentRevoked", core.StatusActive, core.OrderPaymentRevoked, false},
		{"ErrCancelledUnpaid", core.StatusActive, core.OrderCancelledUnpaid, false},
		{"ErrRejected", core.StatusActivatedReserve, core.OrderRejected, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.AceEligible(core.AceCandidate{PigeonID: 1, Health: tt.health, Registration: tt.order})
			if got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}
