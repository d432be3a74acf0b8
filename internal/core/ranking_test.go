package core_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestRank(t *testing.T) {
	at := func(id, ms int64, ring string) core.Arrived {
		return core.Arrived{PigeonID: id, ArrivedMs: ms, Ring: ring}
	}
	unplaced := func(a core.Arrived) core.Arrived { a.Unplaced = true; return a }
	for _, tt := range []struct {
		name       string
		in         []core.Arrived
		from       core.Placing
		wantOrder  []int64
		wantPlaces []int
	}{
		{"OKEmpty", nil, core.Placing{}, []int64{}, []int{}},
		{"OKOrdered", []core.Arrived{at(3, 300, "B"), at(1, 100, "C"), at(2, 200, "A")}, core.Placing{}, []int64{1, 2, 3}, []int{1, 2, 3}},
		{"OKTieSharesAndSkips", []core.Arrived{at(1, 100, "A"), at(2, 200, "B"), at(3, 200, "C"), at(4, 300, "D")}, core.Placing{}, []int64{1, 2, 3, 4}, []int{1, 2, 2, 4}},
		{"OKTieFirst", []core.Arrived{at(5, 100, "A"), at(6, 100, "B"), at(7, 100, "C"), at(8, 101, "D")}, core.Placing{}, []int64{5, 6, 7, 8}, []int{1, 1, 1, 4}},
		{"OKOneMillisecondApart", []core.Arrived{at(1, 1000, "Z"), at(2, 1001, "A")}, core.Placing{}, []int64{1, 2}, []int{1, 2}},
		// the same millisecond: by ring, whatever the pigeon ids and the input order
		{"OKTieByRing", []core.Arrived{at(1, 100, "NL-2026-0000003"), at(2, 100, "BE-2026-0000009"), at(3, 100, "NL-2026-0000001")}, core.Placing{}, []int64{2, 3, 1}, []int{1, 1, 1}},
		{"OKTieByRingCharacterByCharacter", []core.Arrived{at(1, 100, "DE-0123-26-45"), at(2, 100, "DE-0123-26-123")}, core.Placing{}, []int64{2, 1}, []int{1, 1}},
		{"OKTieSameRingByPigeon", []core.Arrived{at(9, 100, ""), at(4, 100, "")}, core.Placing{}, []int64{4, 9}, []int{1, 1}},
		{"OKUnplacedPushesNobodyDown", []core.Arrived{at(1, 100, "A"), unplaced(at(2, 150, "B")), at(3, 200, "C")}, core.Placing{}, []int64{1, 2, 3}, []int{1, 0, 2}},
		{"OKUnplacedInTie", []core.Arrived{unplaced(at(1, 100, "A")), at(2, 100, "B"), at(3, 200, "C")}, core.Placing{}, []int64{1, 2, 3}, []int{0, 1, 2}},
		{"OKCarriesOn", []core.Arrived{at(7, 500, "A"), at(8, 600, "B")}, core.Placing{Taken: 3, Last: 2, LastMs: 400}, []int64{7, 8}, []int{4, 5}},
		{"OKCarriesOnTie", []core.Arrived{at(7, 400, "B"), at(8, 600, "A")}, core.Placing{Taken: 3, Last: 2, LastMs: 400}, []int64{7, 8}, []int{2, 5}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ranked := core.Rank(tt.in, func(a core.Arrived) core.Arrived { return a }, tt.from)
			order, places := make([]int64, len(tt.in)), make([]int, len(ranked))
			for i, a := range tt.in {
				order[i] = a.PigeonID
			}
			for i, r := range ranked {
				places[i] = r.Place
			}
			if !reflect.DeepEqual(order, tt.wantOrder) || !reflect.DeepEqual(places, tt.wantPlaces) {
				t.Fatalf("got %v %v, want %v %v", order, places, tt.wantOrder, tt.wantPlaces)
			}
		})
	}
}

// Ranking in parts, each carrying on from the placing after the last row of
// the one before, gives the places of ranking all at once.
func TestRankCarriesOn(t *testing.T) {
	id := func(a core.Arrived) core.Arrived { return a }
	all := []core.Arrived{{1, 100, "A", false}, {2, 100, "B", false}, {3, 150, "C", true}, {4, 200, "D", false}, {5, 200, "E", false}, {6, 300, "F", false}}
	whole := core.Rank(slices.Clone(all), id, core.Placing{})
	for k := 1; k < len(all); k++ {
		head := core.Rank(slices.Clone(all[:k]), id, core.Placing{})
		tail := core.Rank(slices.Clone(all[k:]), id, head[k-1].After)
		if got := append(head, tail...); !reflect.DeepEqual(got, whole) {
			t.Errorf("split at %d: got %v, want %v", k, got, whole)
		}
	}
}

func TestCompareArrivals(t *testing.T) {
	for _, tt := range []struct {
		name string
		a, b core.Arrived
		want int
	}{
		{"OKEarlierFirst", core.Arrived{PigeonID: 2, ArrivedMs: 1, Ring: "Z"}, core.Arrived{PigeonID: 1, ArrivedMs: 2, Ring: "A"}, -1},
		{"OKSameInstantByRing", core.Arrived{PigeonID: 1, ArrivedMs: 5, Ring: "NL-2026-2"}, core.Arrived{PigeonID: 2, ArrivedMs: 5, Ring: "NL-2026-1"}, 1},
		{"OKSameRingByPigeon", core.Arrived{PigeonID: 1, ArrivedMs: 5, Ring: "X"}, core.Arrived{PigeonID: 2, ArrivedMs: 5, Ring: "X"}, -1},
		{"OKSame", core.Arrived{PigeonID: 1, ArrivedMs: 5, Ring: "X"}, core.Arrived{PigeonID: 1, ArrivedMs: 5, Ring: "X"}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.CompareArrivals(tt.a, tt.b); got != tt.want {
				t.Fatalf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func TestFirstReads(t *testing.T) {
	in := []core.ChipRead{
		{ChipID: "A", AntennaID: "1", ReadMs: 500},
		{ChipID: "B", AntennaID: "1", ReadMs: 600},
		{ChipID: "A", AntennaID: "2", ReadMs: 400}, // second antenna saw A earlier
		{ChipID: "B", AntennaID: "2", ReadMs: 700},
	}
	want := []core.ChipRead{{ChipID: "A", AntennaID: "2", ReadMs: 400}, {ChipID: "B", AntennaID: "1", ReadMs: 600}}
	if got := core.FirstReads(in); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}
