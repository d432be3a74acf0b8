package demo

import (
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// auction puts the best birds of last season's final up for auction, as
// lofts do after the final: two lots open for three days, one still a draft.
func (s *seeder) auction(loft *core.Loft, season *core.Season) error {
	birds, _, err := s.svc.Pigeons.FindSeasonPigeons(s.ctx, season.ID, "", core.Page{Page: 1, PerPage: 25})
	if err != nil {
		return err
	}
	lots := []struct {
		title, desc string
		start       int64
		open        bool
	}{
		{"Ace pigeon of the season", "Consistent in every hot spot; from the loft's own breeding.", 25000, true},
		{"Final flyer, hen", "Home on the final day; bred from a proven pair.", 15000, true},
		{"Youngster of the breeding loft", "A draft lot the loft is still writing.", 10000, false},
	}
	for i, l := range lots[:min(len(lots), len(birds))] {
		lot := &core.AuctionLot{LoftID: loft.ID, PigeonID: birds[i].ID, Title: l.title, Description: l.desc, Currency: season.Currency,
			StartPrice: l.start, Increment: 1000, StartsAt: s.now.Add(-time.Hour), EndsAt: s.now.Add(72 * time.Hour), SoftCloseMinutes: 5}
		if err := s.svc.Auctions.SaveLot(s.ctx, lot); err != nil {
			return err
		}
		if l.open {
			if _, err := s.svc.Auctions.OpenLot(s.ctx, lot.ID); err != nil {
				return err
			}
		}
	}
	return nil
}
