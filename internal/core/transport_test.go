package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestCheckTransportRequest(t *testing.T) {
	today := core.MustDate("2026-11-24")
	for _, tt := range []struct {
		name   string
		in     core.Transport
		fields []string
	}{
		{"complete", core.Transport{AgentID: 3, Address: "Domstraße 1, 50667 Köln", PickupDate: today}, nil},
		{"no agent", core.Transport{Address: "Domstraße 1, 50667 Köln", PickupDate: today}, []string{"agent_id"}},
		{"short address", core.Transport{AgentID: 3, Address: " ab ", PickupDate: today}, []string{"address"}},
		{"yesterday", core.Transport{AgentID: 3, Address: "Domstraße 1, 50667 Köln", PickupDate: today.AddDays(-1)}, []string{"pickup_date"}},
		{"nothing", core.Transport{}, []string{"agent_id", "address", "pickup_date"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckTransportRequest(&tt.in, today)
			e, _ := err.(*core.Error)
			if len(tt.fields) == 0 {
				if err != nil {
					t.Fatalf("got %v", err)
				}
				return
			}
			for _, f := range tt.fields {
				if e == nil || len(e.Fields[f]) == 0 {
					t.Errorf("no error for %s: %v", f, err)
				}
			}
		})
	}
}

func TestCheckTransportAnswer(t *testing.T) {
	for _, tt := range []struct {
		name    string
		cur     core.TransportStatus
		next    core.TransportStatus
		byAgent bool
		note    string
		want    string // error code, "" for allowed
	}{
		{"agent confirms", core.TransportPending, core.TransportConfirmed, true, "", ""},
		{"agent rejects with a reason", core.TransportPending, core.TransportRejected, true, "Van full", ""},
		{"agent rejects without", core.TransportPending, core.TransportRejected, true, " ", core.EINVALID},
		{"customer cancels", core.TransportPending, core.TransportCancelled, false, "", ""},
		{"customer confirms", core.TransportPending, core.TransportConfirmed, false, "", core.EFORBIDDEN},
		{"agent cancels", core.TransportPending, core.TransportCancelled, true, "", core.EFORBIDDEN},
		{"answered already", core.TransportConfirmed, core.TransportCancelled, false, "", core.EINVALID},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ErrorCode(core.CheckTransportAnswer(tt.cur, tt.next, tt.byAgent, tt.note)); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}
