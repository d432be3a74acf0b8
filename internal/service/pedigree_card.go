package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// PedigreeCard is a pigeon as its pedigree page shows it: the bird and its
// breeder, its races in oneloft, what its youngsters did, and its chart of
// the account's generations with the races of every bird on it.
type PedigreeCard struct {
	Pigeon      *core.PedigreePigeon
	Races       []core.PigeonRace
	Young       []*core.PedigreePigeon
	Offspring   core.OffspringResults
	Generations int
	Tree        *core.PedigreeNode
	// RacesOf are the races of each ring on the chart that flew in oneloft.
	RacesOf map[string][]core.PigeonRace
}

// PedigreeCardOf returns a pigeon of the account with its chart; a
// generations of 0 takes the account's setting.
func (p *Pedigree) PedigreeCardOf(ctx context.Context, id int64, generations int) (*PedigreeCard, error) {
	u, err := p.reader(ctx)
	if err != nil {
		return nil, err
	}
	if generations == 0 {
		generations = p.generations(ctx, u.ID)
	}
	if generations < core.MinGenerations || generations > core.MaxGenerations {
		return nil, core.Invalid("generations", "Choose 3 to 6 generations.")
	}
	return p.cardOf(ctx, u.ID, id, generations)
}

// cardOf builds the card of an account's pigeon.
func (p *Pedigree) cardOf(ctx context.Context, userID, id int64, generations int) (*PedigreeCard, error) {
	all, err := p.store.AllPedigreePigeons(ctx, userID)
	if err != nil {
		return nil, err
	}
	byID := byPigeonID(all)
	pg, ok := byID[id]
	if !ok {
		return nil, core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	fanciers, err := p.store.FindPedigreeFanciers(ctx, userID)
	if err != nil {
		return nil, err
	}
	breeders := make(map[int64]*core.PedigreeFancier, len(fanciers))
	for _, f := range fanciers {
		breeders[f.ID] = f
	}
	for _, b := range all {
		if b.BreederID != nil {
			b.Breeder = breeders[*b.BreederID]
		}
	}
	card := &PedigreeCard{Pigeon: pg, Generations: generations, Tree: core.PedigreeTree(pg, generations, byID)}
	rings := map[string]bool{}
	card.Tree.Each(func(n *core.PedigreeNode, _, _ int) {
		if n.Pigeon != nil {
			rings[n.Pigeon.Ring] = true
		}
	})
	for _, b := range all {
		if (b.SireID != nil && *b.SireID == id) || (b.DamID != nil && *b.DamID == id) {
			card.Young = append(card.Young, b)
			rings[b.Ring] = true
		}
	}
	if card.RacesOf, err = p.racesOf(ctx, rings); err != nil {
		return nil, err
	}
	card.Races = card.RacesOf[pg.Ring]
	young := make([][]core.PigeonRace, len(card.Young))
	for i, y := range card.Young {
		young[i] = card.RacesOf[y.Ring]
	}
	card.Offspring = core.RollUpOffspring(young)
	return card, nil
}

// racesOf finds the oneloft races of rings: each flight's results come from
// the racing cache, so a chart of many raced birds reads each flight once.
func (p *Pedigree) racesOf(ctx context.Context, rings map[string]bool) (map[string][]core.PigeonRace, error) {
	list := make([]string, 0, len(rings))
	for r := range rings {
		list = append(list, r)
	}
	entries, err := p.store.FindRaceEntries(ctx, list)
	if err != nil {
		return nil, err
	}
	out := map[string][]core.PigeonRace{}
	flights := map[int64]*FlightResults{}
	for _, e := range entries {
		res, ok := flights[e.FlightID]
		if !ok {
			if res, err = p.results.FindFlightResults(ctx, e.FlightID); err != nil {
				return nil, err
			}
			flights[e.FlightID] = res
		}
		out[e.Ring] = append(out[e.Ring], raceOf(res, e.PigeonID))
	}
	return out, nil
}

// raceOf is one bird's line of a flight's results.
func raceOf(res *FlightResults, pigeonID int64) core.PigeonRace {
	f := res.Flight
	r := core.PigeonRace{PigeonID: pigeonID, LoftID: res.Loft.ID, Loft: res.Loft.Name, FlightID: f.ID, Flight: f.Name, Kind: f.Kind, Released: f.ReleaseTime,
		Basketed: res.Basketed, Unit: f.Unit}
	if f.Season != nil {
		r.Season, r.Currency = f.Season.Name, f.Season.Currency
	}
	r.Outcome = core.OutcomeNotHome
	for _, row := range res.Rows {
		if row.Arrival.PigeonID == pigeonID {
			r.Place, r.Speed, r.FlightMs = row.Rank, row.Speed, row.FlightMs
			r.Outcome = core.Outcome(true, row.Rank, row.Review)
			break
		}
	}
	r.Coefficient = core.RaceCoefficient(r.Place, r.Basketed)
	r.Prize = res.Prize(pigeonID)
	return r
}
