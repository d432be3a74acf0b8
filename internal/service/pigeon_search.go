package service

import (
	"cmp"
	"context"
	"slices"

	"github.com/oneloft/oneloft/internal/core"
)

// RingMatch is a pigeon a ring search found, with where it races.
type RingMatch struct {
	Pigeon *core.Pigeon
	Season *core.Season
	Loft   *core.Loft
}

// MsgRingSearch asks for a ring worth searching.
const MsgRingSearch = "Enter a ring number, e.g. NL-2026-1234567."

// maxRingMatches bounds a search: a ring is worn by a bird per season at most.
const maxRingMatches = 50

// FindByRing finds the pigeons wearing a ring in every loft and season the
// public pages show them (core.PigeonFilter.Listed: the reader's own birds
// whatever their registration, nobody's of a draft season), newest season
// first; dashes, spaces and case do not matter.
func (s *Pigeons) FindByRing(ctx context.Context, ring string) ([]RingMatch, error) {
	if key := core.RingKey(ring); len(key) < 4 || len(key) > 32 {
		return nil, core.Invalid("ring", MsgRingSearch)
	}
	var viewer int64
	if u := core.ActorFrom(ctx).User; u != nil {
		viewer = u.ID
	}
	ps, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{Ring: ring, Listed: true, Viewer: viewer, Limit: maxRingMatches})
	if err != nil {
		return nil, err
	}
	out := make([]RingMatch, 0, len(ps))
	seasons, lofts := map[int64]*core.Season{}, map[int64]*core.Loft{}
	for _, p := range ps {
		season, ok := seasons[p.SeasonID]
		if !ok {
			if season, err = s.store.FindSeasonByID(ctx, p.SeasonID); err != nil {
				return nil, err
			}
			seasons[p.SeasonID] = season
		}
		loft, ok := lofts[season.LoftID]
		if !ok {
			if loft, err = s.store.FindLoftByID(ctx, season.LoftID); err != nil {
				return nil, err
			}
			lofts[season.LoftID] = loft
		}
		withoutNotes(p)
		out = append(out, RingMatch{Pigeon: p, Season: season, Loft: loft})
	}
	// Newest season first: the bird's latest racing is what a searcher wants.
	slices.SortStableFunc(out, func(a, b RingMatch) int { return cmp.Compare(b.Season.ID, a.Season.ID) })
	return out, nil
}
