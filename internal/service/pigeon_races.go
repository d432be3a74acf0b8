package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// PigeonRaces are the races a pigeon flew, newest release first: every
// flight it was basketed for that has been released, with its place among
// the basketed birds, speed, coefficient and prize. The caller has checked
// that the reader may see the pigeon.
func (p *Pedigree) PigeonRaces(ctx context.Context, pigeon *core.Pigeon) ([]core.PigeonRace, error) {
	byRing, err := p.racesOf(ctx, map[string]bool{pigeon.Ring: true})
	if err != nil {
		return nil, err
	}
	// The ring may be worn by birds of other seasons too: keep this one's.
	var out []core.PigeonRace
	for _, r := range byRing[pigeon.Ring] {
		if r.PigeonID == pigeon.ID {
			out = append(out, r)
		}
	}
	return out, nil
}
