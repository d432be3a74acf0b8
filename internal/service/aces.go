package service

import (
	"context"
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
)

// AcePage is one page of a season's ace ranking with the races that count.
type AcePage struct {
	Rows    []AceRow // this page's
	Total   int      // ranked birds on every page
	Page    core.Page
	Flights []*core.Flight // oldest first
}

// FindAcePage returns page p of AceRanking; a draft season's only to its
// loft's staff.
func (s *Results) FindAcePage(ctx context.Context, seasonID int64, opt core.AceOptions, flightIDs []int64, p core.Page) (*AcePage, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, err
	}
	if _, _, err := s.visibleSeason(ctx, seasonID, "Season not found."); err != nil {
		return nil, err
	}
	rows, flights, err := s.AceRanking(ctx, seasonID, opt, flightIDs)
	if err != nil {
		return nil, err
	}
	return &AcePage{Rows: pageOf(rows, p), Total: len(rows), Page: p, Flights: flights}, nil
}

// AceRow is one bird of an ace ranking with its pigeon and team.
type AceRow struct {
	*core.AceEntry
	Pigeon *core.Pigeon
}

// AceRanking ranks a season's pigeons over the chosen flights, in release
// order. By default the season's rules choose: the races their rule for the
// scheme counts (else every hot spot and final) once released, its
// tie-breaker, the coefficient's cap and factor and the prize ratio; options
// set by the caller win. Birds home after a race closed do not count.
func (s *Results) AceRanking(ctx context.Context, seasonID int64, opt core.AceOptions, flightIDs []int64) ([]AceRow, []*core.Flight, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, nil, err
	}
	rules := season.RulesOrDefault()
	if opt.Scheme == "" {
		opt.Scheme = core.AceTotalTime
	}
	rule, hasRule := rules.AceRule(opt.Scheme)
	if opt.TieBreak == "" && hasRule {
		opt.TieBreak = rule.TieBreak
	}
	if opt.CoefficientCap == 0 {
		opt.CoefficientCap = rules.CoefficientCap
	}
	if opt.CoefficientFactor == 0 {
		opt.CoefficientFactor = rules.CoefficientFactor
	}
	if opt.PrizePercent == 0 && opt.PrizeRatio == 0 {
		opt.PrizeRatio = rules.PrizeRatio
	}
	if err := opt.Validate(); err != nil {
		return nil, nil, err
	}
	counts := core.AceRacesHotSpotsAndFinal.Counts
	if hasRule {
		counts = rule.Races.Counts
	}
	all, _, err := s.store.FindFlights(ctx, core.FlightFilter{SeasonID: &seasonID})
	if err != nil {
		return nil, nil, err
	}
	want := map[int64]bool{}
	for _, id := range flightIDs {
		want[id] = true
	}
	var flights []*core.Flight
	for i := len(all) - 1; i >= 0; i-- { // oldest first
		f := all[i]
		if len(flightIDs) > 0 && want[f.ID] || len(flightIDs) == 0 && counts(f.Kind) &&
			(f.Live() || f.State == core.FlightFinished) {
			flights = append(flights, f)
			delete(want, f.ID)
		}
	}
	for id := range want {
		return nil, nil, core.Invalid("flights", fmt.Sprintf("Flight %d is not a flight of the season.", id))
	}
	raced := flights
	if f := tieFinal(all, flights, opt.TieBreak); f != nil {
		raced = append(raced[:len(raced):len(raced)], f)
	}
	races := make([]core.AceRace, len(raced))
	pigeons := map[int64]*core.Pigeon{}
	for i, f := range raced {
		res, err := s.FindFlightResults(ctx, f.ID)
		if err != nil {
			return nil, nil, err
		}
		races[i] = core.AceRace{FlightID: f.ID, Basketed: res.Basketed, Final: f.Kind == core.FlightFinal, TieOnly: i >= len(flights)}
		for _, row := range res.Rows {
			if row.Rank == 0 { // home after closing, held for review or rejected
				continue
			}
			races[i].Results = append(races[i].Results, core.AceRaceResult{PigeonID: row.Arrival.PigeonID,
				Place: row.Rank, FlightMs: row.FlightMs, Speed: row.Speed})
			if !races[i].TieOnly {
				pigeons[row.Arrival.PigeonID] = row.Arrival.Pigeon
			}
		}
	}
	if races, err = s.eligibleAceRaces(ctx, races); err != nil { // only activated, fully paid pigeons
		return nil, nil, err
	}
	entries, err := core.RankAces(races, opt)
	if err != nil {
		return nil, nil, err
	}
	out := make([]AceRow, len(entries))
	for i, e := range entries {
		out[i] = AceRow{AceEntry: e, Pigeon: pigeons[e.PigeonID]}
	}
	return out, flights, nil
}

// tieFinal is the season's final, once released, when the final's place
// breaks ties but the final is not among the counting flights (a scheme
// over hot spots only): it then ranks nothing and only orders equal scores.
func tieFinal(all, counting []*core.Flight, tie core.TieBreak) *core.Flight {
	if tie != core.TieBreakFinal {
		return nil
	}
	for _, f := range counting {
		if f.Kind == core.FlightFinal {
			return nil
		}
	}
	for _, f := range all { // newest first: the latest final
		if f.Kind == core.FlightFinal && (f.Live() || f.State == core.FlightFinished) {
			return f
		}
	}
	return nil
}
