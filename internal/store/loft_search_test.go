package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestFindLoftsByCountryName(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db) // Golden Gate, DE
		spain := &core.Loft{Name: "Costa Brava Classic", Unit: core.Kilometre, Country: "ES"}
		mustNoErr(t, db.CreateLoft(ctx, spain))
		for _, tt := range []struct {
			name string
			f    core.LoftFilter
			want []int64
		}{
			{"OKCountries", core.LoftFilter{Search: "Spanien", Countries: []string{"ES"}}, []int64{spain.ID}},
			{"OKCountriesOrName", core.LoftFilter{Search: "gold", Countries: []string{"ES"}}, []int64{spain.ID, f.loft.ID}},
			{"OKCode", core.LoftFilter{Search: "ES"}, []int64{spain.ID}},
			{"NoneWithoutCountries", core.LoftFilter{Search: "Spanien"}, nil},
			{"CountriesOnlyWithSearch", core.LoftFilter{Countries: []string{"ES"}}, []int64{spain.ID, f.loft.ID}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				lofts, n, err := db.FindLofts(ctx, tt.f)
				mustNoErr(t, err)
				got := make([]int64, len(lofts))
				for i, l := range lofts {
					got[i] = l.ID
				}
				if n != len(tt.want) || !slices.Equal(got, tt.want) {
					t.Errorf("got %v (total %d), want %v", got, n, tt.want)
				}
			})
		}
	})
}
