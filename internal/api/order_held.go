package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/service"
)

// HeldPlaces is who holds a season's places.
type HeldPlaces struct {
	Data []HeldOrder     `json:"data" nullable:"false"`
	Meta HeldPlacesTotal `json:"meta"`
}

// HeldPlacesTotal sums the places the open orders hold, beside the season's capacity.
type HeldPlacesTotal struct {
	Active     int  `json:"pigeons_active"`
	Reserve    int  `json:"pigeons_reserve"`
	TotalSpots *int `json:"total_spots" nullable:"true" doc:"The season's capacity; null: unlimited"`
	SpotsLeft  *int `json:"spots_left" nullable:"true" doc:"null: unlimited"`
}

// HeldOrder is an open order with its customer and how long it holds its places.
type HeldOrder struct {
	OrderID        int64      `json:"order_id"`
	Reference      string     `json:"reference"`
	Status         string     `json:"order_status_type" enum:"pending,confirmed,paid_online,paid_manually,payment_revoked"`
	CustomerID     int64      `json:"customer_id"`
	Customer       string     `json:"customer" doc:"Full name"`
	Email          string     `json:"email"`
	Team           string     `json:"team"`
	PigeonsActive  int        `json:"pigeons_active"`
	PigeonsReserve int        `json:"pigeons_reserve"`
	PlacedAt       time.Time  `json:"placed_at"`
	HoldsUntil     *time.Time `json:"holds_until" nullable:"true" doc:"When the order stops holding its places unless someone acts: a pending order expires, a confirmed one is cancelled unpaid; null for a paid order"`
}

// listHeldPlacesDoc describes list-held-places.
const listHeldPlacesDoc = "Staff of the loft: the season's open orders, oldest first, with customer, team, places and until when each holds them " +
	"(a pending order expires after the configured hold, a confirmed one is cancelled at its payment deadline)."

func (s *Server) listHeldPlaces(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[HeldPlaces], error) {
	h, err := s.orders.HeldPlaces(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toHeldPlaces(h))
}

func toHeldPlaces(h *service.HeldPlaces) HeldPlaces {
	out := HeldPlaces{Data: make([]HeldOrder, len(h.Orders)), Meta: HeldPlacesTotal{Active: h.Used.Active, Reserve: h.Used.Reserve,
		TotalSpots: h.Season.TotalSpots}}
	if left, limited := h.Season.SpotsLeft(h.Used); limited {
		out.Meta.SpotsLeft = &left
	}
	for i, o := range h.Orders {
		a, r := o.Order.Places()
		out.Data[i] = HeldOrder{OrderID: o.Order.ID, Reference: o.Order.Reference, Status: string(o.Order.Status.Status),
			CustomerID: o.Customer.ID, Customer: o.Customer.FullName(), Email: o.Customer.Email, Team: o.Team.Name,
			PigeonsActive: a, PigeonsReserve: r, PlacedAt: o.Order.CreatedAt, HoldsUntil: o.HoldsUntil}
	}
	return out
}
