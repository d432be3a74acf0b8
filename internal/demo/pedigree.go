package demo

import (
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// pedigree gives the demo fancier (fancier1.1, the first team of the
// first loft) a pedigree: the birds they raced in the loft's last season
// that is over, bred from one pair whose parents and grandparents are
// known, so that the cards show race results and the parents' offspring
// results.
func (s *seeder) pedigree(team *core.Team, season *core.Season) error {
	raced, _, err := s.svc.Pigeons.FindSeasonPigeons(s.ctx, season.ID, fmt.Sprintf("%s-0100-", team.Country), core.Page{Page: 1, PerPage: 25})
	if err != nil {
		return err
	}
	ctx := core.WithActor(s.ctx, core.Actor{User: &core.User{ID: team.UserID}})
	p := s.svc.Pedigree
	if _, err := p.SavePedigreeSettings(ctx, 5, "Europe/Berlin"); err != nil {
		return err
	}
	breeder := &core.PedigreeFancier{Name: "Gebr. Janssen", LoftName: "Arendonk", Country: "BE"}
	if err := p.SavePedigreeFancier(ctx, breeder); err != nil {
		return err
	}
	year := s.now.Year()
	bird := func(n int, age int, name string, sex core.Sex, color string, sire, dam *int64) (*core.PedigreePigeon, error) {
		b := &core.PedigreePigeon{Ring: fmt.Sprintf("BE-%07d-%02d", 3100000+n, (year-age)%100), Name: name, Sex: sex, Color: color,
			Strain: "Janssen", SireID: sire, DamID: dam, BreederID: &breeder.ID}
		return b, p.SavePedigreePigeon(ctx, b)
	}
	type plan struct {
		n, age    int
		name      string
		sex       core.Sex
		color     string
		sire, dam int // indexes of earlier birds, -1 none
	}
	plans := []plan{
		{1, 9, "Oude Merckx", core.Cock, "Blue bar", -1, -1},
		{2, 9, "Blauwe Duivin", core.Hen, "Blue", -1, -1},
		{3, 8, "Wittenbuik", core.Cock, "Checker", -1, -1},
		{4, 8, "Schoon Geschelpt", core.Hen, "Red checker", -1, -1},
		{5, 5, "Kaiser", core.Cock, "Blue bar", 0, 1},
		{6, 4, "Goldie", core.Hen, "Mealy", 2, 3},
	}
	var birds []*core.PedigreePigeon
	for _, pl := range plans {
		var sire, dam *int64
		if pl.sire >= 0 {
			sire, dam = &birds[pl.sire].ID, &birds[pl.dam].ID
		}
		b, err := bird(pl.n, pl.age, pl.name, pl.sex, pl.color, sire, dam)
		if err != nil {
			return fmt.Errorf("demo pedigree %s: %w", pl.name, err)
		}
		birds = append(birds, b)
	}
	cock, hen := birds[4], birds[5]
	pair := &core.BreedingPair{CockID: cock.ID, HenID: hen.ID, From: core.NewDate(time.Date(year-2, time.December, 1, 0, 0, 0, 0, time.UTC)), Rounds: 3}
	if err := p.SaveBreedingPair(ctx, pair); err != nil {
		return err
	}
	for _, r := range raced {
		y := &core.PedigreePigeon{Ring: r.Ring, Name: r.Name, Sex: r.Sex, Color: r.Color, PairID: &pair.ID}
		if err := p.SavePedigreePigeon(ctx, y); err != nil {
			return fmt.Errorf("demo pedigree %s: %w", r.Ring, err)
		}
	}
	return nil
}
