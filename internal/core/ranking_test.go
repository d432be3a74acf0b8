package core_test

import (
	"reflect"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestRank(t *testing.T) {
	for _, tt := range []struct {
		name       string
		in         []core.Arrived
		wantOrder  []int64
		wantPlaces []int
	}{
		{"OKEmpty", nil, []int64{}, []int{}},
		{"OKOrdered", []core.Arrived{{3, 300}, {1, 100}, {2, 200}}, []int64{1, 2, 3}, []int{1, 2, 3}},
		{"OKTieSharesAndSkips", []core.Arrived{{1, 100}, {2, 200}, {3, 200}, {4, 300}}, []int64{1, 2, 3, 4}, []int{1, 2, 2, 4}},
		{"OKTieFirst", []core.Arrived{{5, 100}, {6, 100}, {7, 100}, {8, 101}}, []int64{5, 6, 7, 8}, []int{1, 1, 1, 4}},
		{"OKOneMillisecondApart", []core.Arrived{{1, 1000}, {2, 1001}}, []int64{1, 2}, []int{1, 2}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			places := core.Rank(tt.in)
			order := make([]int64, len(tt.in))
			for i, a := range tt.in {
				order[i] = a.PigeonID
			}
			if !reflect.DeepEqual(order, tt.wantOrder) || !reflect.DeepEqual(places, tt.wantPlaces) {
				t.Fatalf("got %v %v, want %v %v", order, places, tt.wantOrder, tt.wantPlaces)
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
