package demo

import (
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
)

func (s *seeder) season(loft *core.Loft, plan loftPlan, sp seasonPlan) (*core.Season, error) {
	year := s.now.Year() + sp.yearOffset
	season := &core.Season{LoftID: loft.ID, Name: fmt.Sprintf("%s %d", shortName(loft.Name), year), Currency: plan.currency,
		State: core.SeasonDraft, TotalSpots: ptr(1500), MaxPigeons: ptr(20), MaxActive: ptr(10), MaxReserve: ptr(10), Rules: demoRules()}
	if err := s.svc.Seasons.CreateSeason(s.ctx, season); err != nil {
		return nil, fmt.Errorf("demo season: %w", err)
	}
	s.stats.Seasons++
	if err := s.dueDates(season, year, sp.regOpen); err != nil {
		return nil, err
	}
	if err := s.products(season); err != nil {
		return nil, err
	}
	if sp.state != core.SeasonDraft || sp.regOpen {
		if _, err := s.svc.Seasons.ChangeSeasonState(s.ctx, season.ID, sp.state, sp.regOpen); err != nil {
			return nil, fmt.Errorf("demo season state: %w", err)
		}
	}
	return season, nil
}

func shortName(loft string) string {
	for i, r := range loft {
		if r == ' ' && i > 6 {
			return loft[:i]
		}
	}
	return loft
}

// dueDates follows a one-loft year: registration in winter, payment within
// it plus a margin, shipping of young birds in spring, activations before
// the hot spots and the final, the sale after the final. A season open for
// registration gets the same plan around the seeding day, so that a visitor
// of the demo can register right away.
func (s *seeder) dueDates(season *core.Season, year int, open bool) error {
	d := func(m, day int) core.Date { return core.MustDate(fmt.Sprintf("%04d-%02d-%02d", year, m, day)) }
	if open {
		today := core.NewDate(s.now)
		d = func(m, day int) core.Date { return today.AddDays((m-1)*30 + day - 45) } // registration from 44 days ago
	}
	entries := []*core.DueDate{
		{Category: core.DueRegistration, Name: "Registration", Description: "Register your young birds.", StartsAt: d(1, 1), EndsAt: d(3, 31)},
		{Category: core.DuePayment, Name: "Payment", Description: "Pay confirmed registrations.", StartsAt: d(1, 1), EndsAt: d(4, 15), MaxDuration: ptr(10)},
		{Category: core.DuePigeonShipping, Name: "Pigeon shipping", Description: "Deliver the birds to the loft.", StartsAt: d(3, 1), EndsAt: d(5, 15)},
		{Category: core.DueReserveActivation, Name: "Reserve activation", StartsAt: d(6, 1), EndsAt: d(7, 15)},
		{Category: core.DueFinalFlightActivation, Name: "Final flight activation", StartsAt: d(8, 1), EndsAt: d(8, 31)},
		{Category: core.DuePigeonSale, Name: "Pigeon sale", StartsAt: d(9, 15), EndsAt: d(10, 31)},
	}
	for _, e := range entries {
		e.SeasonID = season.ID
		if _, err := s.svc.Seasons.SaveDueDate(s.ctx, e); err != nil {
			return fmt.Errorf("demo due date %s: %w", e.Name, err)
		}
	}
	return nil
}

func (s *seeder) products(season *core.Season) error {
	ps := []*core.Product{
		{Category: core.ProductEntryFee, Name: "1 pigeon", PigeonsActive: 1, Amount: 25000},
		{Category: core.ProductEntryFee, Name: "1 pigeon + 1 reserve", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000},
		{Category: core.ProductEntryFee, Name: "5 pigeons + 2 reserves", PigeonsActive: 5, PigeonsReserve: 2, Amount: 115000, MaxQuantity: ptr(2)},
		{Category: core.ProductReserveActivation, Name: "Reserve activation", Amount: 15000},
		{Category: core.ProductFinalFlightActivation, Name: "Final flight activation", Amount: 20000},
		{Category: core.ProductSale, Name: "Loft-bred youngster", PigeonsActive: 1, Amount: 25000, MaxQuantity: ptr(5)},
	}
	for _, p := range ps {
		p.SeasonID = season.ID
		if err := s.svc.Seasons.CreateProduct(s.ctx, p); err != nil {
			return fmt.Errorf("demo product %s: %w", p.Name, err)
		}
	}
	return nil
}

func ptr[T any](v T) *T { return &v }

// demoRules are race rules as a one-loft race writes them. They leave race
// closing and darkness out: the demo's live race keeps taking arrivals
// whatever the hour.
func demoRules() *core.RaceRules {
	return &core.RaceRules{
		Aces: []core.AceRule{
			{Scheme: core.AceTotalTime, Races: core.AceRacesHotSpotsAndFinal, TieBreak: core.TieBreakLastRace},
			{Scheme: core.AceCoefficient, Races: core.AceRacesHotSpotsAndFinal, TieBreak: core.TieBreakFinal},
			{Scheme: core.AceMostPrizes, Races: core.AceRacesHotSpots, TieBreak: core.TieBreakLastRace},
		},
		CoefficientCap: 5000, PrizeRatio: 5, UnfilledPrizes: core.UnfilledShared,
		LostCredits: []core.LostCredit{{BeforeHotSpot: 3, Percent: 100}, {BeforeHotSpot: 5, Percent: 50}},
	}
}
