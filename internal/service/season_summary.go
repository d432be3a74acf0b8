package service

import (
	"context"
	"sort"

	"github.com/oneloft/oneloft/internal/core"
)

// SeasonSummary is a season's archive page: its birds from entered to home
// (the funnel), its races, the prize money they paid out and the rules
// they were flown under.
type SeasonSummary struct {
	Season *core.Season
	Loft   *core.Loft
	Funnel core.SeasonFunnel // stages of the released flights, in release order
	Races  []SummaryRace     // every flight, in release order
	Prizes SummaryPrizes
	Rules  *core.RaceRules // the season's, or the defaults when none are written
}

// SummaryRace is one flight of a season summary.
type SummaryRace struct {
	Flight   *core.Flight
	Basketed int
	Home     int           // in race time
	Winner   *core.Pigeon  // first place with its team; nil: none yet
	ClosedBy core.ClosedBy // what closed it; open while it runs or before release
	Prizes   int64         // cents won and refunded, once its prizes stand
}

// SummaryPrizes is a season's prize money in cents of its currency.
type SummaryPrizes struct {
	Awarded int64 // won and refunded in races whose prizes stand
	Paid    int64 // marked paid to fanciers
	PerBird int64 // Awarded per bird entered, rounded down
	Top     []PrizeWinner
}

// PrizeWinner is a bird among the season's top prize winners.
type PrizeWinner struct {
	Pigeon *core.Pigeon // with its team
	Amount int64
}

// topPrizeWinners is how many birds a summary names for their prizes.
const topPrizeWinners = 5

// SeasonSummary returns the season's summary, for anyone. A draft is not
// public: ENOTFOUND, except for those who run the loft's seasons. Its reads
// are a few per flight, never one per bird.
func (s *Prizes) SeasonSummary(ctx context.Context, seasonID int64) (*SeasonSummary, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	draft := season.State == core.SeasonDraft
	if draft && !seasonInsider(ctx, season) {
		return nil, core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	out := &SeasonSummary{Season: season, Rules: season.RulesOrDefault(), Races: []SummaryRace{}}
	if out.Loft, err = s.store.FindLoftByID(ctx, season.LoftID); err != nil {
		return nil, err
	}
	// The birds the public pages list: not those of registrations pending
	// or closed (a draft's insiders see all of its birds).
	pigeons, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID, Listed: !draft})
	if err != nil {
		return nil, err
	}
	flights, _, err := s.store.FindFlights(ctx, core.FlightFilter{SeasonID: &seasonID})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(flights, func(i, j int) bool { return flights[i].ReleaseTime.Before(flights[j].ReleaseTime) })
	won := prizeTally{won: map[int64]int64{}, pigeons: map[int64]*core.Pigeon{}}
	var stages []core.FunnelFlight
	for _, f := range flights {
		race, stage, err := s.summaryRace(ctx, f, out.Rules, won)
		if err != nil {
			return nil, err
		}
		out.Races = append(out.Races, race)
		out.Prizes.Awarded += race.Prizes
		if stage != nil {
			stages = append(stages, *stage)
		}
	}
	out.Funnel = core.Funnel(funnelBirds(pigeons), stages)
	for _, w := range core.TopPrizes(won.won, topPrizeWinners) {
		out.Prizes.Top = append(out.Prizes.Top, PrizeWinner{Pigeon: won.pigeons[w.PigeonID], Amount: w.Amount})
	}
	out.Prizes.PerBird = core.PerBird(out.Prizes.Awarded, out.Funnel.Registered)
	if out.Prizes.Paid, err = s.paidOut(ctx, seasonID); err != nil {
		return nil, err
	}
	return out, nil
}

// prizeTally adds up the prizes each bird won over the season's races.
type prizeTally struct {
	won     map[int64]int64        // pigeon → cents
	pigeons map[int64]*core.Pigeon // the winners, with their teams
}

// summaryRace is a flight's line of the summary and, once it is released,
// its stage of the funnel; the prizes its birds won go into tally. rules
// are the season's.
func (s *Prizes) summaryRace(ctx context.Context, f *core.Flight, rules *core.RaceRules, tally prizeTally) (SummaryRace, *core.FunnelFlight, error) {
	race := SummaryRace{Flight: f}
	if !f.Live() && f.State != core.FlightFinished {
		n, err := s.store.CountBasketings(ctx, f.ID)
		race.Basketed = n
		return race, nil, err
	}
	res, err := s.results.FindFlightResults(ctx, f.ID)
	if err != nil {
		return race, nil, err
	}
	race.Flight = res.Flight
	basket, err := s.store.FindBasketPigeons(ctx, f.ID)
	if err != nil {
		return race, nil, err
	}
	stage := &core.FunnelFlight{FlightID: f.ID, Release: f.ReleaseTime, Over: res.Flight.State.IsOver(),
		Basketed: make([]int64, len(basket)), Home: map[int64]bool{}, Late: map[int64]bool{}}
	for i, p := range basket {
		stage.Basketed[i] = p.ID
	}
	for _, row := range res.Rows {
		id := row.Arrival.PigeonID
		if res.Flight.Ranked(row.Arrival.ArrivedMs) {
			stage.Home[id] = true
		} else {
			stage.Late[id] = true
		}
		if row.Rank == 1 && race.Winner == nil {
			race.Winner = row.Arrival.Pigeon
		}
	}
	race.Basketed, race.Home = res.Basketed, len(stage.Home)
	race.ClosedBy = rules.Closing.ClosedBy(res.Flight.State, f.ReleaseTime, res.Location(), res.Basketed,
		res.HomeTimes(), res.Flight.ClosedAt)
	if res.Awarded() {
		a := res.awardTo(stage.Basketed)
		for id, c := range a.Prizes {
			tally.won[id] += c
			race.Prizes += c
		}
		for _, c := range a.Refunds {
			race.Prizes += c
		}
		for _, row := range res.Rows {
			if a.Prizes[row.Arrival.PigeonID] > 0 {
				tally.pigeons[row.Arrival.PigeonID] = row.Arrival.Pigeon
			}
		}
	}
	return race, stage, nil
}

// funnelBirds are the season's pigeons as the funnel needs them.
func funnelBirds(pigeons []*core.Pigeon) []core.FunnelBird {
	out := make([]core.FunnelBird, len(pigeons))
	for i, p := range pigeons {
		out[i] = core.FunnelBird{PigeonID: p.ID, Delivered: p.Arrived()}
		if h := p.Health; h != nil && (h.Type == core.StatusLost || h.Type == core.StatusDied) {
			out[i].Gone = &h.CreatedAt
		}
	}
	return out
}

// paidOut is the prize money marked paid to the season's fanciers: each
// one's latest mark (a paid mark records the amount, unpaid 0).
func (s *Prizes) paidOut(ctx context.Context, seasonID int64) (int64, error) {
	history, err := s.store.FindPayoutStatuses(ctx, seasonID, 0)
	if err != nil {
		return 0, err
	}
	latest := map[int64]int64{}
	for _, h := range history { // oldest first: the latest wins
		latest[h.UserID] = h.Amount
	}
	var paid int64
	for _, a := range latest {
		paid += a
	}
	return paid, nil
}
