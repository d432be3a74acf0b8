package core_test

import (
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestParseIntakeFile(t *testing.T) {
	for _, tt := range []struct {
		name, file string
		want       []core.IntakeRow
		wantErr    string
	}{
		{"header and comma", "ring,chip\nnl-2026-1234567, 0a1b 2c3d\n\n", []core.IntakeRow{{Line: 2, Ring: "NL-2026-1234567", Chip: "0A1B2C3D"}}, ""},
		{"semicolon, no header", "DE 0123 26 4567;E-00-4711\n", []core.IntakeRow{{Line: 1, Ring: "DE-0123-26-4567", Chip: "E004711"}}, ""},
		{"tab", "BE-26-1000001\t12345678\n", []core.IntakeRow{{Line: 1, Ring: "BE-26-1000001", Chip: "12345678"}}, ""},
		{"only a header", "ring,chip\n", nil, core.MsgImportEmpty},
		{"one column", "NL-2026-1\n", nil, core.MsgImportEmpty},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.ParseIntakeFile(strings.NewReader(tt.file))
			if tt.wantErr != "" {
				if core.ErrorMessage(err) != tt.wantErr {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || len(got) != len(tt.want) || got[0] != tt.want[0] {
				t.Fatalf("got %+v %v, want %+v", got, err, tt.want)
			}
		})
	}
}

func TestPlanIntake(t *testing.T) {
	byRing := map[string]*core.Pigeon{
		"NL-2026-1": {ID: 1, Ring: "NL-2026-1"},
		"NL-2026-2": {ID: 2, Ring: "NL-2026-2", ChipRing: "CHIP0002"},
		"NL-2026-3": {ID: 3, Ring: "NL-2026-3"},
		"NL-2026-4": {ID: 4, Ring: "NL-2026-4"},
		"NL-2026-5": {ID: 5, Ring: "NL-2026-5", ChipRing: "CHIP0005"},
	}
	chips := map[string]int64{"CHIP0002": 2, "CHIP0005": 5}
	rows := []core.IntakeRow{
		{Line: 1, Ring: "NL-2026-1", Chip: "CHIP0001"},
		{Line: 2, Ring: "NL-2026-2", Chip: "CHIP0002"},
		{Line: 3, Ring: "NL-2026-3", Chip: "CHIP0002"},
		{Line: 4, Ring: "NL-2026-9", Chip: "CHIP0009"},
		{Line: 5, Ring: "NL-2026-1", Chip: "CHIP0010"},
		{Line: 6, Ring: "NL-2026-3", Chip: "CHIP0001"},
		{Line: 7, Ring: "NL-2026-3", Chip: "x"},
		{Line: 8, Ring: "NL-2026-4", Chip: "CHIP0005"},
	}
	want := []core.IntakeOutcome{core.IntakeMatched, core.IntakeUnchanged, core.IntakeDuplicate, core.IntakeUnknownRing,
		core.IntakeDuplicate, core.IntakeDuplicate, core.IntakeInvalid, core.IntakeChipUsed}
	for i, r := range core.PlanIntake(rows, byRing, chips) {
		if r.Outcome != want[i] {
			t.Errorf("line %d: %s, want %s", r.Line, r.Outcome, want[i])
		}
	}
}

func TestCountStock(t *testing.T) {
	st := func(t core.PigeonStatusType) *core.PigeonStatus { return &core.PigeonStatus{Type: t} }
	got := core.CountStock([]*core.Pigeon{
		{Health: st(core.StatusUnassigned)},
		{Health: st(core.StatusActive), ChipRing: "A1B2C3D4"},
		{Health: st(core.StatusReserve), ChipRing: "A1B2C3D5"},
		{Health: st(core.StatusLost), ChipRing: "A1B2C3D6"},
		{Health: st(core.StatusActivatedReserve)},
		{Health: st(core.StatusForSale)},
	})
	want := core.SeasonStock{Registered: 6, Arrived: 5, Chipped: 3, Active: 2, Reserve: 1, Lost: 1, ForSale: 1}
	if got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}
