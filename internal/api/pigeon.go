package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PigeonDetail is a pigeon with its whole status history, newest first.
type PigeonDetail struct {
	Pigeon
	Statuses []PigeonStatus `json:"statuses"`
	Races    []PigeonRace   `json:"races" doc:"The races it flew (basketed, released), newest first"`
	Aces     []PigeonAce    `json:"aces" doc:"Its places in the ace rankings its season keeps; empty before it has raced"`
}

// PigeonAce is where a pigeon stands in one of its season's ace rankings.
type PigeonAce struct {
	Scheme string `json:"scheme" enum:"total_time,average_speed,coefficient,rank_points,most_prizes"`
	Rank   int    `json:"rank"`
	Of     int    `json:"of" doc:"Birds ranked"`
	Score  string `json:"score" doc:"The bird's total under the scheme, as the ace list shows it"`
}

func toPigeonAce(a service.PigeonAce) PigeonAce {
	return PigeonAce{Scheme: string(a.Scheme), Rank: a.Rank, Of: a.Of, Score: a.Score}
}

// PigeonPage is one page of pigeons.
type PigeonPage struct {
	Data []Pigeon `json:"data"`
	Meta PageMeta `json:"meta"`
}

func (s *Server) getPigeon(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[PigeonDetail], error) {
	p, err := s.svc.Pigeons.FindPigeon(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	races, err := s.svc.Pedigree.PigeonRaces(ctx, p.Pigeon)
	if err != nil {
		return nil, err
	}
	out := PigeonDetail{Pigeon: toPigeon(p.Pigeon), Statuses: make([]PigeonStatus, len(p.Statuses)), Races: toAll(races, toPigeonRace), Aces: []PigeonAce{}}
	// Ace rankings add up races: a bird that has flown none is in none.
	if len(races) > 0 {
		aces, err := s.svc.Results.PigeonAces(ctx, p.Pigeon)
		if err != nil {
			return nil, err
		}
		out.Aces = toAll(aces, toPigeonAce)
	}
	for i, st := range p.Statuses {
		out.Statuses[i] = *toStatus(st)
	}
	return reply(out)
}

func (s *Server) listSeasonPigeons(ctx context.Context, in *struct {
	ID     int64  `path:"id" minimum:"1"`
	Search string `query:"search" maxLength:"100"`
	PageInput
}) (*bodyOf[PigeonPage], error) {
	ps, total, err := s.svc.Pigeons.FindSeasonPigeons(ctx, in.ID, in.Search, in.core())
	if err != nil {
		return nil, err
	}
	return reply(PigeonPage{Data: toAll(ps, toPigeon), Meta: in.meta(total)})
}

// PigeonStatusInput is the body of a new status (SPEC §7).
type PigeonStatusInput struct {
	PigeonID           int64  `json:"pigeon_id" minimum:"1"`
	PigeonStatusTypeID int    `json:"pigeon_status_type_id" minimum:"1" maximum:"12" doc:"1–9 health, 10–12 progressive"`
	Note               string `json:"note,omitempty" maxLength:"500"`
}

// createPigeonStatusDoc describes create-pigeon-status.
const createPigeonStatusDoc = "Staff of the pigeon's loft; a status equal to the latest of its kind is refused. Returns the new status."

func (s *Server) createPigeonStatus(ctx context.Context, in *struct{ Body PigeonStatusInput }) (*bodyOf[PigeonStatus], error) {
	st, err := s.svc.Pigeons.AddPigeonStatus(ctx, in.Body.PigeonID, core.PigeonStatusType(in.Body.PigeonStatusTypeID), in.Body.Note)
	if err != nil {
		return nil, err
	}
	return reply(*toStatus(st))
}

func (s *Server) deletePigeon(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Pigeons.DeletePigeon(ctx, in.ID)
}

// RingMatch is a pigeon a ring search found, with its loft and season.
type RingMatch struct {
	Pigeon   Pigeon `json:"pigeon"`
	SeasonID int64  `json:"season_id"`
	Season   string `json:"season"`
	LoftID   int64  `json:"loft_id"`
	Loft     string `json:"loft"`
}

func (s *Server) searchRing(ctx context.Context, in *struct {
	Ring string `query:"ring" maxLength:"64" doc:"A ring number; dashes, spaces and case do not matter"`
}) (*bodyOf[[]RingMatch], error) {
	ms, err := s.svc.Pigeons.FindByRing(ctx, in.Ring)
	if err != nil {
		return nil, err
	}
	out := make([]RingMatch, len(ms))
	for i, m := range ms {
		out[i] = RingMatch{Pigeon: toPigeon(m.Pigeon), SeasonID: m.Season.ID, Season: m.Season.Name, LoftID: m.Loft.ID, Loft: m.Loft.Name}
	}
	return reply(out)
}
