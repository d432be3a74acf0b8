package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// SharedPedigree returns the pedigree its owner shares for a race pigeon:
// the owner's bird wearing the race pigeon's ring, with its chart over the
// owner's generations and the oneloft races on it. Anyone who may see the
// race pigeon may see it; a pedigree not shared, or none, is ENOTFOUND.
func (p *Pedigree) SharedPedigree(ctx context.Context, racePigeonID int64) (*PedigreeCard, error) {
	const notFound = "Pedigree not found."
	race, _, err := p.visiblePigeon(ctx, racePigeonID)
	if err != nil {
		return nil, err
	}
	if race.Team == nil || race.Team.UserID == 0 {
		return nil, core.Errorf(core.ENOTFOUND, notFound)
	}
	owner := race.Team.UserID
	bird, err := p.store.FindPedigreePigeonByRing(ctx, owner, race.Ring)
	if core.ErrorCode(err) == core.ENOTFOUND || err == nil && !bird.Shared {
		return nil, core.Errorf(core.ENOTFOUND, notFound)
	}
	if err != nil {
		return nil, err
	}
	return p.cardOf(ctx, owner, bird.ID, p.generations(ctx, owner))
}
