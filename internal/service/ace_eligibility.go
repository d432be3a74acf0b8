package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// eligibleAceRaces keeps in races only the results of pigeons that may
// appear in an ace ranking (core.AceEligible: activated and fully paid).
// Places and basket sizes stay as the races had them: a bird's place is its
// place in the flight, whoever else flew.
func (s *Results) eligibleAceRaces(ctx context.Context, races []core.AceRace) ([]core.AceRace, error) {
	seen := map[int64]bool{}
	var ids []int64
	for _, r := range races {
		for _, res := range r.Results {
			if !seen[res.PigeonID] {
				seen[res.PigeonID] = true
				ids = append(ids, res.PigeonID)
			}
		}
	}
	cands, err := s.store.FindAceCandidates(ctx, ids)
	if err != nil {
		return nil, err
	}
	eligible := make(map[int64]bool, len(cands))
	for _, c := range cands {
		eligible[c.PigeonID] = core.AceEligible(c)
	}
	out := make([]core.AceRace, len(races))
	for i, r := range races {
		out[i] = r.Only(func(id int64) bool { return eligible[id] })
	}
	return out, nil
}
