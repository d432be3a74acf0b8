package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckPedigreeRing(t *testing.T) {
	for _, tc := range []struct {
		ring, want string
	}{
		{"NL-2026-1234567", ""},
		{"nl 2026 1234567", ""},
		{"NL-26-1234567", "The ring number must look like NL-2026-1234567."},
		{"NL-1890-1234567", "The ring's year is not possible."},
		{"BE-1234567-26", ""},
		{"BE-26-1234567", "The ring number must look like BE-1234567-26."},
		{"DE-0123-26-456", ""},
		{"DE-0123-2026-456", "The ring number must look like DE-0123-26-456."},
		{"GB-26-A12345", ""},
		{"PL-0123-26-1234", ""},
		{"PT-1-2026-1234567", ""},
		{"ES-123-26-4567", ""}, // no fixed layout: the general shape
		{"E1-1", "The ring number must look like DE-0123-26-4567."},
		{"", "The ring number must look like DE-0123-26-4567."},
	} {
		t.Run(tc.ring, func(t *testing.T) {
			if got := core.CheckPedigreeRing(core.NormalizeRing(tc.ring)); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTrialEnds(t *testing.T) {
	// First used at 23:30 on 1 March in Auckland (10:30 UTC): day 1 is
	// 1 March there, day 60 is 29 April, editing locks as 30 April begins.
	s := &core.PedigreeSettings{TimeZone: "Pacific/Auckland", TrialStarted: time.Date(2026, 3, 1, 10, 30, 0, 0, time.UTC)}
	akl, _ := time.LoadLocation("Pacific/Auckland")
	end := time.Date(2026, 4, 30, 0, 0, 0, 0, akl)
	if !s.TrialEnds().Equal(end) {
		t.Fatalf("ends %v, want %v", s.TrialEnds(), end)
	}
	for _, tc := range []struct {
		name  string
		at    time.Time
		trial bool
		left  int
	}{
		{"day 1", time.Date(2026, 3, 1, 23, 59, 0, 0, akl), true, 60},
		{"day 60, last minute", end.Add(-time.Minute), true, 1},
		{"day 61", end, false, 0},
		{"UTC still on day 60", time.Date(2026, 4, 29, 12, 30, 0, 0, time.UTC), false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if s.InTrial(tc.at) != tc.trial || s.TrialDaysLeft(tc.at) != tc.left {
				t.Fatalf("in trial %v, %d days left; want %v, %d", s.InTrial(tc.at), s.TrialDaysLeft(tc.at), tc.trial, tc.left)
			}
		})
	}
}

func TestCheckParents(t *testing.T) {
	id := func(v int64) *int64 { return &v }
	// 1 × 2 bred 3; 3 × 4 bred 5.
	byID := map[int64]*core.PedigreePigeon{
		1: {ID: 1, Sex: core.Cock}, 2: {ID: 2, Sex: core.Hen},
		3: {ID: 3, Sex: core.Cock, SireID: id(1), DamID: id(2)},
		4: {ID: 4, Sex: core.Hen},
		5: {ID: 5, Sex: core.SexUnknown, SireID: id(3), DamID: id(4)},
	}
	for _, tc := range []struct {
		name       string
		p          core.PedigreePigeon
		field, msg string
	}{
		{"ok", core.PedigreePigeon{ID: 6, SireID: id(3), DamID: id(4)}, "", ""},
		{"own sire", core.PedigreePigeon{ID: 3, SireID: id(3)}, "sire_id", core.MsgOwnAncestor},
		{"grandson as sire", core.PedigreePigeon{ID: 1, Sex: core.Cock, SireID: id(5)}, "sire_id", core.MsgOwnAncestor},
		{"hen as sire", core.PedigreePigeon{ID: 6, SireID: id(2)}, "sire_id", core.MsgCockSex},
		{"cock as dam", core.PedigreePigeon{ID: 6, DamID: id(1)}, "dam_id", core.MsgHenSex},
		{"unknown bird", core.PedigreePigeon{ID: 6, DamID: id(99)}, "dam_id", "Choose one of your pigeons."},
		{"new bird, any sex parent", core.PedigreePigeon{SireID: id(5)}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := core.CheckParents(&tc.p, byID)
			if tc.field == "" {
				if err != nil {
					t.Fatalf("got %v", err)
				}
				return
			}
			e, ok := err.(*core.Error)
			if !ok || len(e.Fields[tc.field]) == 0 || e.Fields[tc.field][0] != tc.msg {
				t.Fatalf("got %v, want %s: %s", err, tc.field, tc.msg)
			}
		})
	}
	tree := core.PedigreeTree(byID[5], 4, byID)
	n := 0
	tree.Each(func(node *core.PedigreeNode, g, pos int) {
		n++
		if g == 3 && pos == 0 && (node.Pigeon == nil || node.Pigeon.ID != 1) {
			t.Fatalf("grandsire on the sire's side: %+v", node.Pigeon)
		}
	})
	if n != 15 {
		t.Fatalf("a 4-generation chart has 15 positions, got %d", n)
	}
}

func TestRollUpOffspring(t *testing.T) {
	got := core.RollUpOffspring([][]core.PigeonRace{
		{{Place: 3, Basketed: 400}, {Place: 120, Basketed: 400}}, // 3rd is top tenth
		{},
		{{Place: 41, Basketed: 400}, {Place: 40, Basketed: 400}, {Place: 0, Basketed: 400}},
	})
	if got.Raced != 2 || got.Races != 5 || got.TopTenth != 2 || got.SharePercent() != 40 {
		t.Fatalf("got %+v, share %d", got, got.SharePercent())
	}
	if len(got.BestPlaces) != 3 || got.BestPlaces[0] != 3 || got.BestPlaces[1] != 40 || got.BestPlaces[2] != 41 {
		t.Fatalf("best places %v", got.BestPlaces)
	}
	if c := core.RaceCoefficient(3, 400); c != 750 {
		t.Fatalf("coefficient %d, want 750 (7.50)", c)
	}
}

func TestRaceOutcome(t *testing.T) {
	for _, tc := range []struct {
		home   bool
		rank   int
		review core.ReviewStatus
		want   core.RaceOutcome
	}{
		{false, 0, core.ReviewNone, core.OutcomeNotHome},
		{true, 3, "", core.OutcomePlaced},
		{true, 3, core.ReviewAccepted, core.OutcomePlaced},
		{true, 0, "", core.OutcomeAfterClosing},
		{true, 0, core.ReviewHeld, core.OutcomeHeld},
		{true, 0, core.ReviewRejected, core.OutcomeRejected},
	} {
		if got := core.Outcome(tc.home, tc.rank, tc.review); got != tc.want {
			t.Errorf("Outcome(%v, %d, %q) = %s, want %s", tc.home, tc.rank, tc.review, got, tc.want)
		}
	}
}
