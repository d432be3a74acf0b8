package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// HeldArrival is an arrival held for review with its result row (review
// held, accepted or rejected), and staff's decision once made.
type HeldArrival struct {
	FlightResult
	Decision *ArrivalReview `json:"decision,omitempty" doc:"Staff's decision; left out while held"`
}

// ArrivalReview is staff's decision on a held arrival: who, when, why.
type ArrivalReview struct {
	ID            int64     `json:"id"`
	Status        string    `json:"status" enum:"accepted,rejected"`
	Speed         float64   `json:"speed" doc:"Metres (yards) per minute, as decided on"`
	Note          string    `json:"note"`
	CreatedBy     *int64    `json:"created_by"`
	CreatedByName string    `json:"created_by_name"`
	CreatedAt     time.Time `json:"created_at"`
}

// HeldArrivals are a flight's arrivals held for review, by arrival.
type HeldArrivals struct {
	Data []HeldArrival `json:"data"`
}

// ArrivalReviewInput is staff's decision on a held arrival.
type ArrivalReviewInput struct {
	Status string `json:"status" enum:"accepted,rejected"`
	Note   string `json:"note,omitempty" maxLength:"1000" doc:"Why; required to reject"`
}

func toHeldArrival(h *service.HeldArrival) HeldArrival {
	out := HeldArrival{FlightResult: toFlightResult(h.Row)}
	if d := h.Decision; d != nil {
		out.Decision = &ArrivalReview{ID: d.ID, Status: string(d.Status), Speed: d.Speed.Float(), Note: d.Note, CreatedBy: d.CreatedBy,
			CreatedByName: h.ByName, CreatedAt: d.CreatedAt}
	}
	return out
}

// listHeldArrivalsDoc describes list-held-arrivals.
const listHeldArrivalsDoc = "Staff of the loft (404 for anyone else signed in). " + heldArrivalsDoc + " Every held arrival, waiting or decided, by arrival, " +
	"with its speed and, once decided, the decision: who, when and why."

func (s *Server) listHeldArrivals(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[HeldArrivals], error) {
	hs, err := s.svc.Results.HeldArrivals(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(HeldArrivals{Data: toAll(hs, toHeldArrival)})
}

// reviewHeldArrivalDoc describes review-held-arrival.
const reviewHeldArrivalDoc = "Merchants of the loft (agents 403, anyone else signed in 404). Accepted, the bird ranks from now on: its place, prize and " +
	"ace points; rejected (a note saying why is required), it stays out for good and is kept. Each decision is a row of history, " +
	"one per arrival: a second one answers 409. An earlier read of the bird that comes later is a new arrival, held anew. " +
	"Results reload and live viewers are told."

func (s *Server) reviewArrival(ctx context.Context, in *struct {
	ID       int64 `path:"id" minimum:"1"`
	PigeonID int64 `path:"pigeonId" minimum:"1"`
	Body     ArrivalReviewInput
}) (*bodyOf[HeldArrival], error) {
	h, err := s.svc.Results.ReviewArrival(ctx, in.ID, in.PigeonID, core.ReviewStatus(in.Body.Status), in.Body.Note)
	if err != nil {
		return nil, err
	}
	return reply(toHeldArrival(h))
}

const heldArrivalsDoc = "An arrival faster than any pigeon flies (over 2,400 m/min, 2,624.67 yd/min) is held: kept and shown in the results " +
	"with review \"held\" and no place; it wins no prize, counts for no ace ranking and pushes no other bird down until a merchant " +
	"of the loft accepts it."
