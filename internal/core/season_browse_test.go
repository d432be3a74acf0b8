package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestRegistrationOpenOn(t *testing.T) {
	reg := dd(core.DueRegistration, "2026-01-01", "2026-03-31")
	for _, tt := range []struct {
		name  string
		state core.SeasonState
		regOn bool
		reg   *core.DueDate
		day   string
		want  bool
	}{
		{"OK", core.SeasonInProgress, true, reg, "2026-02-10", true},
		{"OKFirstDay", core.SeasonInProgress, true, reg, "2026-01-01", true},
		{"OKLastDay", core.SeasonInProgress, true, reg, "2026-03-31", true},
		{"OKDraft", core.SeasonDraft, true, reg, "2026-02-10", true},
		{"ClosedBeforePeriod", core.SeasonInProgress, true, reg, "2025-12-31", false},
		{"ClosedAfterPeriod", core.SeasonInProgress, true, reg, "2026-04-01", false},
		{"ClosedSwitchOff", core.SeasonInProgress, false, reg, "2026-02-10", false},
		{"ClosedOver", core.SeasonOver, true, reg, "2026-02-10", false},
		{"ClosedNoRegistrationDueDate", core.SeasonInProgress, true, nil, "2026-02-10", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := &core.Season{State: tt.state, RegistrationOpen: tt.regOn}
			if got := s.RegistrationOpenOn(tt.reg, core.MustDate(tt.day)); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestRegistrationDueDate(t *testing.T) {
	reg := dd(core.DueRegistration, "2026-01-01", "2026-03-31")
	pay := dd(core.DuePayment, "2026-01-01", "2026-04-15")
	if got := core.RegistrationDueDate([]*core.DueDate{pay, reg}); got != reg {
		t.Errorf("got %+v, want the registration entry", got)
	}
	if got := core.RegistrationDueDate([]*core.DueDate{pay}); got != nil {
		t.Errorf("got %+v, want none", got)
	}
}

func TestCheapestEntryFee(t *testing.T) {
	fee := func(id int64, cat core.ProductCategory, amount int64) *core.Product {
		return &core.Product{ID: id, Category: cat, Amount: amount}
	}
	for _, tt := range []struct {
		name     string
		products []*core.Product
		wantID   int64 // 0: none
	}{
		{"OK", []*core.Product{fee(1, core.ProductEntryFee, 40000), fee(2, core.ProductEntryFee, 25000), fee(3, core.ProductEntryFee, 115000)}, 2},
		{"OKOtherCategoriesCheaper", []*core.Product{fee(1, core.ProductSale, 100), fee(2, core.ProductReserveActivation, 200), fee(3, core.ProductEntryFee, 40000)}, 3},
		{"OKEqualAmountsFirstCreated", []*core.Product{fee(5, core.ProductEntryFee, 25000), fee(4, core.ProductEntryFee, 25000)}, 4},
		{"OKFree", []*core.Product{fee(1, core.ProductEntryFee, 40000), fee(2, core.ProductEntryFee, 0)}, 2},
		{"NoneWithoutEntryFee", []*core.Product{fee(1, core.ProductFinalFlightActivation, 20000)}, 0},
		{"NoneEmpty", nil, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.CheapestEntryFee(tt.products)
			switch {
			case tt.wantID == 0 && got != nil:
				t.Errorf("got %+v, want none", got)
			case tt.wantID != 0 && (got == nil || got.ID != tt.wantID):
				t.Errorf("got %+v, want product %d", got, tt.wantID)
			}
		})
	}
}
