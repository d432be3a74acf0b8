package service_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestTransportViaAgents(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		fancier, agent, merchant := s.as(s.fancier), s.as(s.agent), s.as(s.merchant)
		order, err := s.orders.PlaceOrder(fancier, s.input(1))
		must(t, err)
		today := core.NewDate(fixedNow)
		req := func() *core.Transport {
			return &core.Transport{AgentID: s.agent.ID, Address: "Duivenweg 1, 6811 Arnhem", PickupDate: today.AddDays(3)}
		}

		agents, err := s.orders.OrderAgents(fancier, order.ID)
		must(t, err)
		if len(agents) != 1 || agents[0].ID != s.agent.ID {
			t.Fatalf("agents: %+v", agents)
		}
		_, err = s.orders.OrderAgents(s.as(s.merchant), order.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = s.orders.RequestTransport(fancier, order.ID, req())
		wantErr(t, err, core.EINVALID, core.MsgTransportOrder) // still pending
		_, err = s.orders.ChangeStatus(merchant, order.ID, core.OrderConfirmed, "", "")
		must(t, err)
		_, err = s.orders.RequestTransport(fancier, order.ID, &core.Transport{AgentID: s.merchant.ID, Address: "Duivenweg 1, 6811 Arnhem", PickupDate: today})
		wantErr(t, err, core.EINVALID, core.MsgTransportAgent) // a merchant is no agent

		first, err := s.orders.RequestTransport(fancier, order.ID, req())
		must(t, err)
		if first.Status.Status != core.TransportPending || first.Agent.ID != s.agent.ID {
			t.Fatalf("request: %+v", first)
		}
		_, err = s.orders.RequestTransport(fancier, order.ID, req())
		wantErr(t, err, core.EINVALID, core.MsgTransportOpen)
		_, err = s.orders.AnswerTransport(fancier, first.ID, core.TransportConfirmed, "")
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = s.orders.AnswerTransport(agent, first.ID, core.TransportRejected, "")
		wantErr(t, err, core.EINVALID, core.MsgTransportReason)
		_, err = s.orders.AnswerTransport(fancier, first.ID, core.TransportCancelled, "")
		must(t, err)

		second, err := s.orders.RequestTransport(fancier, order.ID, req())
		must(t, err)
		desk, err := s.orders.LoftTransports(agent, s.loft.ID, nil)
		must(t, err)
		if len(desk) != 2 || desk[0].Transport.ID != second.ID || desk[0].Customer.ID != s.fancier.ID || desk[1].Transport.Status.Status != core.TransportCancelled {
			t.Fatalf("desk: %+v", desk)
		}
		_, err = s.orders.LoftTransports(fancier, s.loft.ID, nil)
		wantErr(t, err, core.EFORBIDDEN, "")
		done, err := s.orders.AnswerTransport(agent, second.ID, core.TransportConfirmed, "Tuesday morning")
		must(t, err)
		if len(done.History) != 2 || done.History[0].Status != core.TransportConfirmed || *done.History[0].CreatedBy != s.agent.ID {
			t.Fatalf("history: %+v", done.History)
		}
		_, err = s.orders.AnswerTransport(fancier, second.ID, core.TransportCancelled, "")
		wantErr(t, err, core.EINVALID, core.MsgTransportDone)

		got, err := s.orders.FindOrder(fancier, order.ID)
		must(t, err)
		if got.LatestTransport == nil || got.LatestTransport.ID != second.ID || got.LatestTransport.Status.Status != core.TransportConfirmed {
			t.Fatalf("latest transport: %+v", got.LatestTransport)
		}
	})
}
