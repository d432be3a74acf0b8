package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckSaleOrder(t *testing.T) {
	stock := func(edit func(s *core.SaleStock)) core.SaleStock {
		s := core.SaleStock{Available: 5, Sold: 8, MaxSales: intp(10), Version: 17, InventoryFlight: true}
		if edit != nil {
			edit(&s)
		}
		return s
	}
	for _, tt := range []struct {
		name      string
		stock     core.SaleStock
		requested int
		seen      int64
		wantCode  string // "": accepted
		wantMsg   string
	}{
		{"OK", stock(nil), 1, 17, "", ""},
		{"OKUpToMaxSales", stock(nil), 2, 17, "", ""},
		{"OKAllAvailableNoLimit", stock(func(s *core.SaleStock) { s.MaxSales = nil }), 5, 17, "", ""},
		{"ErrNoInventoryFlight", stock(func(s *core.SaleStock) { s.InventoryFlight = false }), 1, 17, core.EINVALID, core.MsgNoInventoryFlight},
		// The flight comes first: without it there is no stock to be out of date.
		{"ErrNoInventoryFlightStale", stock(func(s *core.SaleStock) { s.InventoryFlight = false }), 1, 16, core.EINVALID, core.MsgNoInventoryFlight},
		{"ErrOutOfDate", stock(nil), 1, 16, core.ECONFLICT, core.MsgInventoryOutOfDate},
		{"ErrOutOfDateNewer", stock(nil), 1, 18, core.ECONFLICT, core.MsgInventoryOutOfDate},
		{"ErrZero", stock(nil), 0, 17, core.EINVALID, "The quantity must be at least 1."},
		{"ErrNegative", stock(nil), -1, 17, core.EINVALID, "The quantity must be at least 1."},
		{"ErrOverMaxSales", stock(nil), 3, 17, core.EINVALID, core.MsgTooManyPigeons},
		{"ErrMaxSalesReached", stock(func(s *core.SaleStock) { s.Sold = 10 }), 1, 17, core.EINVALID, core.MsgTooManyPigeons},
		{"ErrMaxSalesZero", stock(func(s *core.SaleStock) { s.Sold, s.MaxSales = 0, intp(0) }), 1, 17, core.EINVALID, core.MsgTooManyPigeons},
		{"ErrOverAvailable", stock(func(s *core.SaleStock) { s.MaxSales = nil }), 6, 17, core.EINVALID, core.MsgTooManyPigeons},
		{"ErrNoneAvailable", stock(func(s *core.SaleStock) { s.Available = 0 }), 1, 17, core.EINVALID, core.MsgTooManyPigeons},
		{"ErrHugeRequest", stock(func(s *core.SaleStock) { s.Available = core.MaxSales }), core.MaxSales, 17, core.EINVALID, core.MsgTooManyPigeons},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckSaleOrder(tt.stock, tt.requested, tt.seen)
			if code, msg := core.ErrorCode(err), core.ErrorMessage(err); code != tt.wantCode || msg != tt.wantMsg {
				t.Errorf("got %s %q, want %s %q", code, msg, tt.wantCode, tt.wantMsg)
			}
		})
	}
}
