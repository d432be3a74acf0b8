package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// TransportAgent is an agent a customer may ask for transport.
type TransportAgent struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

// TransportStatusEntry is one row of a request's history.
type TransportStatusEntry struct {
	ID                  int64     `json:"id"`
	TransportStatusType string    `json:"transport_status_type" enum:"pending,confirmed,rejected,cancelled"`
	Note                string    `json:"note" doc:"The agent's reason for a rejection, or a remark"`
	CreatedBy           *int64    `json:"created_by,omitempty"`
	CreatedAt           time.Time `json:"created_at"`
}

// Transport is a request to carry an order's pigeons to the loft (SPEC §3 latest_transportation).
type Transport struct {
	ID                         int64                  `json:"id"`
	OrderID                    int64                  `json:"order_id"`
	Agent                      TransportAgent         `json:"agent"`
	Address                    string                 `json:"address"`
	PickupDate                 core.Date              `json:"pickup_date" format:"date"`
	CreatedAt                  time.Time              `json:"created_at"`
	LatestTransportationStatus TransportStatusEntry   `json:"latest_transportation_status"`
	History                    []TransportStatusEntry `json:"history,omitempty" doc:"Newest first; in single answers"`
}

// TransportDeskRow is a request on the agents' desk, with its order.
type TransportDeskRow struct {
	Transport
	Reference      string        `json:"reference"`
	Customer       OrderCustomer `json:"customer"`
	PigeonsActive  int           `json:"pigeons_active"`
	PigeonsReserve int           `json:"pigeons_reserve"`
	OrderStatus    string        `json:"order_status_type"`
}

// TransportInput is a customer's request.
type TransportInput struct {
	AgentID    int64     `json:"agent_id" minimum:"0" doc:"One of the loft's agents (GET …/agents)"`
	Address    string    `json:"address" maxLength:"500"`
	PickupDate core.Date `json:"pickup_date" format:"date"`
}

// TransportAnswer moves a request on.
type TransportAnswer struct {
	Status string `json:"status" enum:"confirmed,rejected,cancelled" doc:"Staff confirm or reject; the customer cancels"`
	Note   string `json:"note,omitempty" maxLength:"500" doc:"Required to reject"`
}

func toAgent(u *core.User) TransportAgent {
	return TransportAgent{ID: u.ID, Name: u.FullName(), Email: u.Email}
}

func toTransportStatus(e *core.TransportStatusEntry) TransportStatusEntry {
	return TransportStatusEntry{ID: e.ID, TransportStatusType: string(e.Status), Note: e.Note, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
}

func toTransport(t *core.Transport) Transport {
	out := Transport{ID: t.ID, OrderID: t.OrderID, Address: t.Address, PickupDate: t.PickupDate, CreatedAt: t.CreatedAt,
		LatestTransportationStatus: toTransportStatus(t.Status)}
	if t.Agent != nil {
		out.Agent = toAgent(t.Agent)
	}
	if len(t.History) > 1 {
		out.History = toAll(t.History, toTransportStatus)
	}
	return out
}

func (s *Server) listOrderAgents(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[[]TransportAgent], error) {
	us, err := s.orders.OrderAgents(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(us, toAgent))
}

// requestTransportDoc describes request-transport.
const requestTransportDoc = "The customer of a confirmed or paid order: an agent of the loft ('select an agent for the transport'), the pickup address " +
	"and a date from today on; one request waits or stands at a time. Its answers are history."

func (s *Server) requestTransport(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body TransportInput
}) (*bodyOf[Transport], error) {
	t, err := s.orders.RequestTransport(ctx, in.ID, &core.Transport{AgentID: in.Body.AgentID, Address: in.Body.Address, PickupDate: in.Body.PickupDate})
	if err != nil {
		return nil, err
	}
	return reply(toTransport(t))
}

// answerTransportDoc describes answer-transport.
const answerTransportDoc = "Staff of the loft confirm or reject (with a reason); the customer cancels; only while it is pending. Recorded as history."

func (s *Server) answerTransport(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body TransportAnswer
}) (*bodyOf[Transport], error) {
	t, err := s.orders.AnswerTransport(ctx, in.ID, core.TransportStatus(in.Body.Status), in.Body.Note)
	if err != nil {
		return nil, err
	}
	return reply(toTransport(t))
}

// listLoftTransportsDoc describes list-loft-transports.
const listLoftTransportsDoc = "Staff of the loft (the agents' desk): newest first, with the order, its customer and places; filter by latest status."

func (s *Server) listLoftTransports(ctx context.Context, in *struct {
	ID     int64  `path:"id" minimum:"1"`
	Status string `query:"status" enum:"pending,confirmed,rejected,cancelled,"`
}) (*bodyOf[[]TransportDeskRow], error) {
	var st *core.TransportStatus
	if in.Status != "" {
		v := core.TransportStatus(in.Status)
		st = &v
	}
	ds, err := s.orders.LoftTransports(ctx, in.ID, st)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ds, func(d service.TransportDesk) TransportDeskRow {
		a, r := d.Order.Places()
		return TransportDeskRow{Transport: toTransport(d.Transport), Reference: d.Order.Reference, PigeonsActive: a, PigeonsReserve: r,
			OrderStatus: string(d.Order.Status.Status),
			Customer:    OrderCustomer{ID: d.Customer.ID, Name: d.Customer.FullName(), Email: d.Customer.Email, Team: d.Team.Name, Country: d.Team.Country}}
	}))
}
