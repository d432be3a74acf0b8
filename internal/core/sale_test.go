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

func TestStockVersion(t *testing.T) {
	f := &core.Flight{ID: 7, Revision: 3}
	base := core.StockVersion(f, []int64{1, 2, 3})
	for _, tt := range []struct {
		name   string
		flight *core.Flight
		ids    []int64
		same   bool
	}{
		{"same birds in another order", f, []int64{3, 1, 2}, true},
		{"a bird held", f, []int64{1, 2}, false},
		{"a bird added", f, []int64{1, 2, 3, 4}, false},
		{"another bird", f, []int64{1, 2, 5}, false},
		{"the flight counted again", &core.Flight{ID: 7, Revision: 4}, []int64{1, 2, 3}, false},
		{"another inventory flight", &core.Flight{ID: 8, Revision: 3}, []int64{1, 2, 3}, false},
	} {
		got := core.StockVersion(tt.flight, tt.ids)
		if (got == base) != tt.same || got < 0 || got >= 1<<53 {
			t.Errorf("%s: %d against %d", tt.name, got, base)
		}
	}
}

func TestSaleSettingsValidate(t *testing.T) {
	for _, tt := range []struct {
		max  *int
		want string
	}{
		{nil, ""}, {intp(0), ""}, {intp(core.MaxSales - 1), ""},
		{intp(-1), "The max sales must be between 0 and 2147483646."},
		{intp(core.MaxSales), "The max sales must be between 0 and 2147483646."},
	} {
		s := core.SaleSettings{MaxSales: tt.max}
		if got := core.ErrorMessage(s.Validate()); tt.want != "" && got != tt.want || tt.want == "" && s.Validate() != nil {
			t.Errorf("%v: got %q", tt.max, got)
		}
	}
}
