package demo

import (
	"context"
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// AgentEmail is the demo loft's agent: transport requests and payments.
const AgentEmail = "agent@oneloft.example"

// orders gives the first loft's open season a desk to work: the demo
// fancier's registrations in several states (one paid, with its transport
// confirmed; one waiting for payment), other fanciers' registrations to
// confirm, and a transport request waiting for the loft's agent. They go
// through the order service like the app's own.
func (s *seeder) orders(loft *core.Loft, season *core.Season, teams []*core.Team, merchant *core.User) error {
	agent, err := s.user(AgentEmail, "Agnes", "Agent", "en", 0)
	if err != nil {
		return err
	}
	if err := s.svc.Lofts.SetPermission(s.ctx, &core.Permission{UserID: agent.ID, LoftID: loft.ID, IsAgent: true, IsActive: true}); err != nil {
		return err
	}
	products, err := s.svc.Seasons.FindLoftProducts(s.ctx, loft.ID, season.ID)
	if err != nil {
		return err
	}
	fee := map[string]*core.Product{}
	for _, p := range products {
		fee[p.Name] = p
	}
	orders := s.svc.Orders
	staff := func(u *core.User, perm core.Permission) context.Context {
		u.Permissions = []*core.Permission{&perm}
		return core.WithActor(s.ctx, core.Actor{User: u})
	}
	asMerchant := staff(merchant, core.Permission{LoftID: loft.ID, IsMerchant: true, IsActive: true})
	asAgent := staff(agent, core.Permission{LoftID: loft.ID, IsAgent: true, IsActive: true})

	// Each registration: the team, the product and quantity, how far it got, and its transport.
	plans := []struct {
		team      int
		product   string
		qty       int
		steps     []core.OrderStatus
		transport core.TransportStatus // "" for none
	}{
		{0, "1 pigeon + 1 reserve", 2, []core.OrderStatus{core.OrderConfirmed, core.OrderPaidManually}, core.TransportConfirmed},
		{0, "1 pigeon", 1, []core.OrderStatus{core.OrderConfirmed}, ""},
		{1, "5 pigeons + 2 reserves", 1, nil, ""},
		{2, "1 pigeon", 3, nil, ""},
		{3, "1 pigeon + 1 reserve", 1, nil, ""},
		{4, "1 pigeon", 2, []core.OrderStatus{core.OrderConfirmed}, core.TransportPending},
	}
	for i, p := range plans {
		t := teams[p.team]
		customer := core.WithActor(s.ctx, core.Actor{User: &core.User{ID: t.UserID}})
		o, err := orders.PlaceOrder(customer, service.OrderInput{SeasonID: season.ID, TeamID: t.ID, City: "Landshut", Street: fmt.Sprintf("Taubenweg %d", 20+i),
			Zipcode: "84028", Items: []service.OrderItem{{ProductID: fee[p.product].ID, Quantity: p.qty}}})
		if err != nil {
			return fmt.Errorf("demo order %d: %w", i, err)
		}
		for _, st := range p.steps {
			method := core.PaymentMethod("")
			if st == core.OrderPaidManually {
				method = core.PayBankTransfer
			}
			if _, err := orders.ChangeStatus(asMerchant, o.ID, st, method, ""); err != nil {
				return fmt.Errorf("demo order %d to %s: %w", i, st, err)
			}
		}
		if p.transport == "" {
			continue
		}
		tr, err := orders.RequestTransport(customer, o.ID, &core.Transport{AgentID: agent.ID, Address: fmt.Sprintf("Taubenweg %d, 84028 Landshut", 20+i),
			PickupDate: core.NewDate(s.now).AddDays(7)})
		if err != nil {
			return fmt.Errorf("demo transport %d: %w", i, err)
		}
		if p.transport == core.TransportConfirmed {
			if _, err := orders.AnswerTransport(asAgent, tr.ID, core.TransportConfirmed, "Picked up with the Landshut round."); err != nil {
				return fmt.Errorf("demo transport answer %d: %w", i, err)
			}
		}
	}
	s.stats.Orders = len(plans)
	return nil
}
