package core_test

import (
	"encoding/json"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestAuditChanges(t *testing.T) {
	ten, twelve := 10, 12
	before := &core.Season{LoftID: 1, Name: "2026", Currency: core.EUR, MaxPigeons: &ten, RulesText: "Fly fair."}
	for _, tt := range []struct {
		name          string
		before, after core.AuditFields
		want          string
	}{
		{"OKNothingChanged", before.AuditFields(), before.AuditFields(), `{}`},
		{"OKChangedFields", before.AuditFields(),
			(&core.Season{LoftID: 1, Name: "2027", Currency: core.EUR, MaxPigeons: &twelve, TotalSpots: &ten, RulesText: "Fly fair."}).AuditFields(),
			`{"max_pigeons":[10,12],"name":["2026","2027"],"total_spots":[null,10]}`},
		{"OKUnlimitedAgain", before.AuditFields(), (&core.Season{LoftID: 1, Name: "2026", Currency: core.EUR, RulesText: "Fly fair."}).AuditFields(),
			`{"max_pigeons":[10,null]}`},
		{"OKCreation", nil, core.AuditFields{"name": "Payment", "max_duration": nil, "description": ""}, `{"name":[null,"Payment"]}`},
		{"OKRemoval", core.AuditFields{"name": "Payment", "max_duration": int64(10), "description": ""}, nil, `{"max_duration":[10,null],"name":["Payment",null]}`},
		{"OKTextEmptied", core.AuditFields{"description": "Pay"}, core.AuditFields{"description": ""}, `{"description":["Pay",""]}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(core.AuditChanges(tt.before, tt.after))
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tt.want {
				t.Errorf("got %s, want %s", b, tt.want)
			}
		})
	}
}
