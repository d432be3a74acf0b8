package core_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestBasketRefusal(t *testing.T) {
	for _, tt := range []struct {
		name string
		p    core.Pigeon
		want string
	}{
		{"active with chip", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusActive)}, ""},
		{"activated reserve", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusActivatedReserve)}, ""},
		{"no chip", core.Pigeon{Health: st(core.StatusActive)}, core.MsgBasketNoChip},
		{"lost", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusLost)}, core.MsgBasketNotRacing},
		{"died", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusDied)}, core.MsgBasketNotRacing},
		{"injured", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusInjured)}, core.MsgBasketNotRacing},
		{"reserve", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusReserve)}, core.MsgBasketNotActive},
		{"for sale", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusForSale)}, core.MsgBasketNotActive},
		{"no status yet", core.Pigeon{ChipRing: "A1B2C3D4"}, core.MsgBasketNotActive},
		{"reserve activation unpaid", core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusReserve),
			Progressive: st(core.StatusReserveActivationPending)}, core.MsgBasketReservePending},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.BasketRefusal(&tt.p); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// The race's own rules: trainings take every active bird, hot spots and
// the final only paid registrations, the final only paid activations when
// the season sells them.
func TestBasketRule(t *testing.T) {
	bird := func(id int64, progressive core.PigeonStatusType) *core.Pigeon {
		p := &core.Pigeon{ID: id, ChipRing: "A1B2C3D4", Health: st(core.StatusActive)}
		if progressive != 0 {
			p.Progressive = st(progressive)
		}
		return p
	}
	// pigeon 1: paid registration; 2: registration confirmed, not paid;
	// 3: entered by the loft (no order); 4: cancelled registration.
	regs := map[int64]core.OrderStatus{1: core.OrderPaidManually, 2: core.OrderConfirmed, 4: core.OrderCancelled}
	final := core.BasketRule{Kind: core.FlightFinal, FinalActivation: true, Registrations: regs}
	for _, tt := range []struct {
		name string
		rule core.BasketRule
		p    *core.Pigeon
		want string
	}{
		{"OKTrainingUnpaid", core.BasketRule{Kind: core.FlightTraining, Registrations: regs}, bird(2, 0), ""},
		{"OKTrainingForSale", core.BasketRule{Kind: core.FlightTraining}, &core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusForSale)}, ""},
		{"ErrTrainingForSaleNoChip", core.BasketRule{Kind: core.FlightTraining}, &core.Pigeon{Health: st(core.StatusForSale)}, core.MsgBasketNoChip},
		{"ErrHotSpotForSale", core.BasketRule{Kind: core.FlightHotSpot}, &core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusForSale)}, core.MsgBasketNotActive},
		{"OKHotSpotPaid", core.BasketRule{Kind: core.FlightHotSpot, Registrations: regs}, bird(1, 0), ""},
		{"OKHotSpotEnteredByLoft", core.BasketRule{Kind: core.FlightHotSpot, Registrations: regs}, bird(3, 0), ""},
		{"ErrHotSpotUnpaid", core.BasketRule{Kind: core.FlightHotSpot, Registrations: regs}, bird(2, 0), core.MsgBasketUnpaid},
		{"ErrHotSpotCancelled", core.BasketRule{Kind: core.FlightHotSpot, Registrations: regs}, bird(4, 0), core.MsgBasketUnpaid},
		{"ErrHotSpotNotRacing", core.BasketRule{Kind: core.FlightHotSpot}, &core.Pigeon{ChipRing: "A1B2C3D4", Health: st(core.StatusLost)}, core.MsgBasketNotRacing},
		{"OKFinalActivated", final, bird(1, core.StatusActivatedFinalFlight), ""},
		{"ErrFinalPending", final, bird(1, core.StatusFinalFlightActivationPending), core.MsgBasketFinalPending},
		{"ErrFinalNoActivation", final, bird(1, 0), core.MsgBasketNoFinal},
		{"ErrFinalActivatedReserveOnly", final, bird(1, core.StatusActivatedReserve), core.MsgBasketNoFinal},
		{"ErrFinalUnpaidRegistration", final, bird(2, core.StatusActivatedFinalFlight), core.MsgBasketUnpaid},
		{"OKFinalNotSold", core.BasketRule{Kind: core.FlightFinal, Registrations: regs}, bird(1, 0), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.rule.Refusal(tt.p); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPlanBasketing(t *testing.T) {
	active := &core.Pigeon{ID: 1, ChipRing: "CHIP0001", Health: st(core.StatusActive)}
	inBasket := &core.Pigeon{ID: 2, ChipRing: "CHIP0002", Health: st(core.StatusActive)}
	lost := &core.Pigeon{ID: 3, ChipRing: "CHIP0003", Health: st(core.StatusLost)}
	byChip := map[string]*core.Pigeon{"CHIP0001": active, "CHIP0002": inBasket, "CHIP0003": lost}
	basketed := map[int64]bool{2: true}

	chips := []string{"chip-0001", "CHIP0002", "CHIP0003", "CHIP0009", "CHIP0001", "x"}
	got := core.PlanBasketing(chips, []int{2, 3, 4, 5, 6, 7}, byChip, basketed, core.BasketRule{Kind: core.FlightTraining})
	want := []struct {
		line    int
		outcome core.BasketOutcome
		reason  string
	}{
		{2, core.BasketAdded, ""},
		{3, core.BasketAlready, ""},
		{4, core.BasketRefused, core.MsgBasketNotRacing},
		{5, core.BasketUnknownChip, ""},
		{6, core.BasketDuplicate, ""},
		{7, core.BasketInvalid, ""},
	}
	for i, w := range want {
		if got[i].Line != w.line || got[i].Outcome != w.outcome || got[i].Reason != w.reason {
			t.Errorf("row %d: got %d %s %q, want %+v", i, got[i].Line, got[i].Outcome, got[i].Reason, w)
		}
	}
	if got[0].Chip != "CHIP0001" || got[0].Pigeon != active {
		t.Errorf("the scanned chip is normalized and matched: %+v", got[0])
	}

	of := core.PlanBasketingOf([]*core.Pigeon{active, inBasket, {ID: 4, Health: st(core.StatusActive)}}, basketed, core.BasketRule{Kind: core.FlightTraining})
	if of[0].Outcome != core.BasketAdded || of[1].Outcome != core.BasketAlready || of[2].Reason != core.MsgBasketNoChip {
		t.Errorf("by pigeon: %+v", of)
	}
}

func TestParseChipFile(t *testing.T) {
	for _, tt := range []struct {
		name, file string
		chips      []string
		lines      []int
		wantErr    string
	}{
		{"one per line", "CHIP0001\n\nCHIP0002\n", []string{"CHIP0001", "CHIP0002"}, []int{1, 3}, ""},
		{"header names the column", "chip;ring;time\nCHIP0001;NL-2026-1;07:00\n", []string{"CHIP0001"}, []int{2}, ""},
		{"no header: last field", "NL-2026-1,CHIP0001\n", []string{"CHIP0001"}, []int{1}, ""},
		{"only a header", "chip_ring\n", nil, nil, core.MsgBasketFileEmpty},
		{"broken quotes", "\"CHIP\n", nil, nil, core.MsgInvalidFileType},
	} {
		t.Run(tt.name, func(t *testing.T) {
			chips, lines, err := core.ParseChipFile(strings.NewReader(tt.file))
			if tt.wantErr != "" {
				if core.ErrorMessage(err) != tt.wantErr && !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || !slices.Equal(chips, tt.chips) || !slices.Equal(lines, tt.lines) {
				t.Fatalf("got %v %v %v, want %v %v", chips, lines, err, tt.chips, tt.lines)
			}
		})
	}
}
