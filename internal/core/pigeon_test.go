package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func st(t core.PigeonStatusType) *core.PigeonStatus { return &core.PigeonStatus{Type: t} }

func TestCheckNextStatus(t *testing.T) {
	for _, tt := range []struct {
		name   string
		latest *core.PigeonStatus
		next   core.PigeonStatusType
		want   string
	}{
		{"OKFirst", nil, core.StatusActive, ""},
		{"OKChange", st(core.StatusReserve), core.StatusActivatedReserve, ""},
		{"ErrSameStatus", st(core.StatusLost), core.StatusLost, core.MsgSameStatus},
		{"ErrUnknown", nil, 99, "The selected pigeon status type id is invalid."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckNextStatus(tt.latest, tt.next)
			if got := core.ErrorMessage(err); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestStatusKinds(t *testing.T) {
	for _, typ := range core.PigeonStatusTypes {
		want := core.KindHealth
		if typ >= core.StatusReserveActivationPending {
			want = core.KindProgressive
		}
		if typ.Kind() != want || typ.Code() == "" {
			t.Errorf("%d: got kind %s code %q", typ, typ.Kind(), typ.Code())
		}
	}
	if len(core.PigeonStatusTypes) != 12 {
		t.Errorf("got %d statuses, want 9 health + 3 progressive", len(core.PigeonStatusTypes))
	}
}

func TestDerivedGroups(t *testing.T) {
	type groups struct{ active, reserve, unassigned, notRacing, reserveEligible, finalEligible bool }
	for _, tt := range []struct {
		name        string
		health      core.PigeonStatusType
		progressive core.PigeonStatusType
		want        groups
	}{
		{"Active", core.StatusActive, 0, groups{active: true, finalEligible: true}},
		{"ActivatedReserve", core.StatusActivatedReserve, 0, groups{active: true, finalEligible: true}},
		{"ActiveFinalPending", core.StatusActive, core.StatusFinalFlightActivationPending, groups{active: true}},
		{"ActiveFinalActivated", core.StatusActive, core.StatusActivatedFinalFlight, groups{active: true}},
		{"ActiveReservePendingStillFinalEligible", core.StatusActivatedReserve, core.StatusReserveActivationPending, groups{active: true, finalEligible: true}},
		{"Reserve", core.StatusReserve, 0, groups{reserve: true, reserveEligible: true}},
		{"ReservePending", core.StatusReserve, core.StatusReserveActivationPending, groups{reserve: true}},
		{"Unassigned", core.StatusUnassigned, 0, groups{unassigned: true}},
		{"Died", core.StatusDied, 0, groups{notRacing: true}},
		{"Lost", core.StatusLost, 0, groups{notRacing: true}},
		{"Injured", core.StatusInjured, 0, groups{notRacing: true}},
		{"ForSale", core.StatusForSale, 0, groups{}},
		{"NoStatus", 0, 0, groups{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := &core.Pigeon{}
			if tt.health != 0 {
				p.Health = st(tt.health)
			}
			if tt.progressive != 0 {
				p.Progressive = st(tt.progressive)
			}
			got := groups{p.IsActive(), p.IsReserve(), p.IsUnassigned(), p.IsNotRacing(), p.EligibleForReserveActivation(), p.EligibleForFinalFlight()}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestRing(t *testing.T) {
	for _, tt := range []struct {
		in, norm string
		valid    bool
	}{
		{"DE-0123-26-4567", "DE-0123-26-4567", true},
		{" de 0123 26 4567 ", "DE-0123-26-4567", true},
		{"NL-2026-1234567", "NL-2026-1234567", true},
		{"BE/26/123456", "BE-26-123456", true},
		{"1234567", "1234567", false},
		{"DE-1", "DE-1", false},
		{"DEU-0123-26-4567", "DEU-0123-26-4567", false},
	} {
		t.Run(tt.in, func(t *testing.T) {
			n := core.NormalizeRing(tt.in)
			if n != tt.norm || core.ValidRing(n) != tt.valid {
				t.Errorf("got %q valid=%v, want %q valid=%v", n, core.ValidRing(n), tt.norm, tt.valid)
			}
		})
	}
}
