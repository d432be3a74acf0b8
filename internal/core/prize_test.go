package core_test

import (
	"reflect"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestPrizeTableValidate(t *testing.T) {
	tests := []struct {
		name  string
		table core.PrizeTable
		field string // "" when valid
	}{
		{"fixed amounts", core.PrizeTable{Pool: core.PrizePool{Amount: 2000}, Places: []int64{1000, 600, 400}}, ""},
		{"entry fee shares", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees, BasisPoints: 5000}, Mode: core.PrizeShares, Places: []int64{5000, 3000, 2000}}, ""},
		{"no places", core.PrizeTable{Pool: core.PrizePool{Amount: 100}}, "places"},
		{"amounts over the pool", core.PrizeTable{Pool: core.PrizePool{Amount: 1999}, Places: []int64{1000, 600, 400}}, "places"},
		{"shares over 100 %", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees, BasisPoints: 100}, Mode: core.PrizeShares, Places: []int64{6000, 5000}}, "places"},
		{"no share of the fees", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees}, Places: []int64{1}}, "pool.basis_points"},
		{"negative prize", core.PrizeTable{Pool: core.PrizePool{Amount: 100}, Places: []int64{-1}}, "places[0]"},
		{"unknown kind", core.PrizeTable{Pool: core.PrizePool{Kind: "lottery"}, Places: []int64{1}}, "pool.kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.table.Validate()
			if tt.field == "" {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				return
			}
			if err == nil || fieldMessage(err, tt.field) == "" {
				t.Fatalf("Validate = %v, want an error on %s", err, tt.field)
			}
		})
	}
}

func TestPlacePrizes(t *testing.T) {
	tests := []struct {
		name      string
		table     core.PrizeTable
		entryFees int64
		want      []int64
	}{
		{"fixed amounts", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 2000}, Mode: core.PrizeAmounts, Places: []int64{1000, 600, 400}}, 0,
			[]int64{1000, 600, 400}},
		// 40 % of 10,000.01 € is 4,000.00 € (rounded down); 50/30/20 of it.
		{"shares of entry fees", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees, BasisPoints: 4000}, Mode: core.PrizeShares, Places: []int64{5000, 3000, 2000}},
			1_000_001, []int64{200_000, 120_000, 80_000}},
		// A third each of 100 cents: 33 each, the lost cent to first place.
		{"rounding to first place", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 100}, Mode: core.PrizeShares, Places: []int64{3334, 3333, 3333}}, 0,
			[]int64{34, 33, 33}},
		{"amounts beyond a fee pool", core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees, BasisPoints: 10_000}, Mode: core.PrizeAmounts, Places: []int64{1000, 600, 400}},
			1200, []int64{1000, 200, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.table.PlacePrizes(tt.table.PoolOf(tt.entryFees)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("PlacePrizes = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestAwardPrizes(t *testing.T) {
	prizes := []int64{1000, 600, 400}
	tests := []struct {
		name     string
		placed   []core.Placed
		prized   int
		rule     core.UnfilledPrizes
		kind     core.PoolKind
		basketed []int64
		want     map[int64]int64
		refunds  map[int64]int64
		unfilled int64
		kept     int64
	}{
		{name: "in order", placed: []core.Placed{{1, 1}, {2, 2}, {3, 3}, {4, 4}}, prized: 10, rule: core.UnfilledShared,
			want: map[int64]int64{1: 1000, 2: 600, 3: 400}},
		{name: "two tied first", placed: []core.Placed{{1, 1}, {2, 1}, {3, 3}}, prized: 10, rule: core.UnfilledShared,
			want: map[int64]int64{1: 800, 2: 800, 3: 400}},
		{name: "three tied second share 600 and 400", placed: []core.Placed{{1, 1}, {2, 2}, {3, 2}, {4, 2}}, prized: 10, rule: core.UnfilledShared,
			want: map[int64]int64{1: 1000, 2: 334, 3: 333, 4: 333}},
		{name: "two home, shared", placed: []core.Placed{{1, 1}, {2, 2}}, prized: 10, rule: core.UnfilledShared,
			want: map[int64]int64{1: 1200, 2: 800}, unfilled: 400},
		{name: "two home, kept", placed: []core.Placed{{1, 1}, {2, 2}}, prized: 10, rule: core.UnfilledKept,
			want: map[int64]int64{1: 1000, 2: 600}, unfilled: 400, kept: 400},
		{name: "two home, refunded to the three basketed", placed: []core.Placed{{1, 1}, {2, 2}}, prized: 10, rule: core.UnfilledRefunded,
			kind: core.PoolEntryFees, basketed: []int64{3, 1, 2},
			want: map[int64]int64{1: 1000, 2: 600}, refunds: map[int64]int64{1: 133, 2: 133, 3: 133}, unfilled: 400, kept: 1},
		{name: "a fixed pool is not refunded", placed: []core.Placed{{1, 1}}, prized: 10, rule: core.UnfilledRefunded,
			kind: core.PoolFixed, basketed: []int64{1, 2},
			want: map[int64]int64{1: 1000}, unfilled: 1000, kept: 1000},
		// 8 basketed at 1 in 5: two prized places; the third prize is unfilled.
		{name: "prize ratio", placed: []core.Placed{{1, 1}, {2, 2}, {3, 3}}, prized: core.PrizePlaces(8, 5), rule: core.UnfilledKept,
			want: map[int64]int64{1: 1000, 2: 600}, unfilled: 400, kept: 400},
		{name: "tie across the last prized place", placed: []core.Placed{{1, 1}, {2, 2}, {3, 2}}, prized: 2, rule: core.UnfilledKept,
			want: map[int64]int64{1: 1000, 2: 300, 3: 300}, unfilled: 400, kept: 400},
		{name: "after closing wins nothing", placed: []core.Placed{{1, 1}, {2, 0}}, prized: 10, rule: core.UnfilledKept,
			want: map[int64]int64{1: 1000}, unfilled: 1000, kept: 1000},
		{name: "nobody home", prized: 10, rule: core.UnfilledShared, want: map[int64]int64{}, unfilled: 2000, kept: 2000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := core.AwardPrizes(prizes, tt.placed, tt.prized, tt.rule, tt.kind, tt.basketed)
			if tt.refunds == nil {
				tt.refunds = map[int64]int64{}
			}
			if !reflect.DeepEqual(a.Prizes, tt.want) || !reflect.DeepEqual(a.Refunds, tt.refunds) || a.Unfilled != tt.unfilled || a.Kept != tt.kept {
				t.Errorf("core.AwardPrizes = prizes %v refunds %v unfilled %d kept %d, want %v %v %d %d",
					a.Prizes, a.Refunds, a.Unfilled, a.Kept, tt.want, tt.refunds, tt.unfilled, tt.kept)
			}
			var paid int64
			for _, c := range a.Prizes {
				paid += c
			}
			for _, c := range a.Refunds {
				paid += c
			}
			if paid+a.Kept != a.Total || a.Total != 2000 {
				t.Errorf("paid %d + kept %d != total %d: money went missing", paid, a.Kept, a.Total)
			}
		})
	}
}
