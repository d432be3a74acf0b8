package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// PigeonAce is where a pigeon stands in one of its season's ace rankings.
type PigeonAce struct {
	Scheme core.AceScheme
	Rank   int
	Of     int // birds ranked
	Score  string
}

// PigeonAces are the pigeon's places in the ace rankings its season's rules
// keep (every scheme, as the aces tab offers, when they keep none): a
// ranking it is not in is left out. The caller has checked
// that the reader may see the pigeon.
func (s *Results) PigeonAces(ctx context.Context, pigeon *core.Pigeon) ([]PigeonAce, error) {
	season, err := s.store.FindSeasonByID(ctx, pigeon.SeasonID)
	if err != nil {
		return nil, err
	}
	schemes := core.AceSchemes
	if rules := season.RulesOrDefault(); len(rules.Aces) > 0 {
		schemes = nil
		for _, a := range rules.Aces {
			schemes = append(schemes, a.Scheme)
		}
	}
	out := []PigeonAce{}
	for _, scheme := range schemes {
		rows, _, err := s.AceRanking(ctx, season.ID, core.AceOptions{Scheme: scheme}, nil)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			if r.PigeonID == pigeon.ID {
				out = append(out, PigeonAce{Scheme: scheme, Rank: r.Rank, Of: len(rows), Score: r.Score(scheme)})
				break
			}
		}
	}
	return out, nil
}
