package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PrizeTable is a race's prize money: the pool and each place's prize.
type PrizeTable struct {
	Pool   PrizePool `json:"pool"`
	Mode   string    `json:"mode,omitempty" enum:"amounts,shares" doc:"What places hold: cents (amounts) or basis points of the pool (shares); blank means amounts"`
	Places []int64   `json:"places" minItems:"1" maxItems:"10000" doc:"First place first"`
}

// PrizePool is where a race's prize money comes from.
type PrizePool struct {
	Kind        string `json:"kind,omitempty" enum:"fixed,entry_fees" doc:"Blank means fixed"`
	Amount      int64  `json:"amount" minimum:"0" doc:"A fixed pool in cents" required:"false"`
	BasisPoints int64  `json:"basis_points" minimum:"0" maximum:"10000" doc:"Share of the season's paid entry fees, 2500 = 25 %" required:"false"`
}

func toPrizeTable(t *core.PrizeTable) *PrizeTable {
	if t == nil {
		return nil
	}
	return &PrizeTable{Pool: PrizePool{Kind: string(t.Pool.Kind), Amount: t.Pool.Amount, BasisPoints: t.Pool.BasisPoints},
		Mode: string(t.Mode), Places: t.Places}
}

func (t *PrizeTable) core() *core.PrizeTable {
	return &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolKind(t.Pool.Kind), Amount: t.Pool.Amount, BasisPoints: t.Pool.BasisPoints},
		Mode: core.PrizeMode(t.Mode), Places: t.Places}
}

// FlightPrizes is a race's prize money as its results show it.
type FlightPrizes struct {
	Currency     string  `json:"currency" enum:"EUR,USD"`
	Places       []int64 `json:"places" doc:"Each place's prize in cents from the pool as it stands, first place first"`
	PrizedPlaces int     `json:"prized_places" doc:"Places that can win by the season's prize ratio"`
	Unfilled     string  `json:"unfilled_prizes" enum:"shared,kept,refunded" doc:"The season's rule for prizes of places nobody takes"`
	Awarded      bool    `json:"awarded" doc:"The race closed: each result row's prize stands"`
}

func toFlightPrizes(r *service.FlightResults) *FlightPrizes {
	places, prized := r.PrizePlaces()
	if places == nil {
		return nil
	}
	return &FlightPrizes{Currency: string(r.Flight.Season.Currency), Places: places, PrizedPlaces: prized,
		Unfilled: string(r.Flight.Season.RulesOrDefault().UnfilledPrizes), Awarded: r.Awarded()}
}

// setPrizeTableDoc describes set-prize-table.
const setPrizeTableDoc = "Merchants of the loft; hot spots and the final. A pool (fixed cents, or basis points of the season's paid entry fees) and " +
	"each place's prize (cents, or basis points of the pool; shares round down, the cents lost go to first place). " +
	"Recorded in the flight's history; the results show each bird's prize once the race closed."

func (s *Server) setPrizeTable(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body PrizeTable
}) (*bodyOf[Flight], error) {
	f, err := s.svc.Prizes.SetPrizeTable(ctx, in.ID, in.Body.core())
	if err != nil {
		return nil, err
	}
	return reply(toFlight(f))
}

func (s *Server) deletePrizeTable(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[Flight], error) {
	f, err := s.svc.Prizes.SetPrizeTable(ctx, in.ID, nil)
	if err != nil {
		return nil, err
	}
	return reply(toFlight(f))
}
