package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// SeasonSummary is a season's archive page: its birds from entered to home,
// its races, the prize money paid and the rules applied (issue 31).
type SeasonSummary struct {
	ID        int64         `json:"id"`
	Name      string        `json:"name"`
	State     string        `json:"state" enum:"draft,in_progress,over"`
	Currency  string        `json:"currency" enum:"EUR,USD"`
	Unit      string        `json:"unit" enum:"km,mile" doc:"The loft's unit, which distances are in"`
	Loft      SeasonLoft    `json:"loft"`
	Funnel    SeasonFunnel  `json:"funnel"`
	Races     []SummaryRace `json:"races" doc:"Every flight, in release order"`
	Prizes    SummaryPrizes `json:"prizes"`
	Rules     RaceRules     `json:"rules" doc:"The season's race rules, or the defaults when none are written"`
	RulesText string        `json:"rules_text"`
}

// SeasonFunnel counts the season's birds from entered to the end of its
// last released flight; each stage adds up: the next stage's alive is
// alive − lost − the next gone_before.
type SeasonFunnel struct {
	Registered  int           `json:"registered" doc:"Birds entered (of registrations accepted)"`
	Delivered   int           `json:"delivered" doc:"Birds that reached the loft"`
	Stages      []FunnelStage `json:"stages" doc:"Each released flight, in release order"`
	GoneAfter   int           `json:"gone_after" doc:"Recorded lost or died after the last flight"`
	LostInRaces int           `json:"lost_in_races"`
	LostOutside int           `json:"lost_outside" doc:"Recorded lost or died outside a basket"`
	Remaining   int           `json:"remaining" doc:"Delivered birds neither lost nor recorded gone"`
}

// FunnelStage is one released flight of the funnel.
type FunnelStage struct {
	FlightID   int64  `json:"flight_id"`
	Name       string `json:"name"`
	Kind       string `json:"kind" enum:"training,hot_spot,final"`
	GoneBefore int    `json:"gone_before" doc:"Recorded lost or died since the stage before, outside a basket"`
	Alive      int    `json:"alive" doc:"Delivered birds still in the season as the flight is basketed"`
	Basketed   int    `json:"basketed"`
	Home       int    `json:"home" doc:"Home in race time"`
	Late       int    `json:"late" doc:"Home after the race closed"`
	Lost       int    `json:"lost" doc:"Basketed, never home and never basketed again (once the race is over)"`
	Awaited    int    `json:"awaited" doc:"Basketed and not home yet in a race still open"`
}

// SummaryRace is one flight of a season summary.
type SummaryRace struct {
	FlightID    int64          `json:"flight_id"`
	Name        string         `json:"name"`
	Kind        string         `json:"kind" enum:"training,hot_spot,final"`
	State       string         `json:"state" enum:"coming_soon,basketing,released,closed,finished"`
	ReleaseTime time.Time      `json:"release_time"`
	Distance    float64        `json:"distance" doc:"In the loft's unit (km or mile)"`
	Basketed    int            `json:"basketed"`
	Home        int            `json:"home" doc:"Home in race time"`
	Winner      *SummaryPigeon `json:"winner,omitempty" doc:"First place; absent: none yet"`
	ClosedBy    string         `json:"closed_by" enum:"open,share,time,staff" doc:"What closed the race: the rule's share home, the rule's time, or staff; open while it runs or before release"`
	ClosedAt    *time.Time     `json:"closed_at" nullable:"true"`
	Prizes      int64          `json:"prizes" doc:"Cents won and refunded, once the race's prizes stand"`
}

// SummaryPigeon is a bird named in a season summary.
type SummaryPigeon struct {
	PigeonID   int64  `json:"pigeon_id"`
	Ring       string `json:"ring"`
	PigeonName string `json:"pigeon_name"`
	Team       string `json:"team"`
	Fancier    string `json:"fancier"`
	Country    string `json:"country"`
}

// SummaryPrizes is a season's prize money in cents of its currency.
type SummaryPrizes struct {
	Awarded int64         `json:"awarded" doc:"Won and refunded in races whose prizes stand"`
	Paid    int64         `json:"paid" doc:"Marked paid to the fanciers"`
	PerBird int64         `json:"per_bird" doc:"Awarded per bird entered, rounded down"`
	Top     []PrizeWinner `json:"top" doc:"The birds that won most, most first (at most 5)"`
}

// PrizeWinner is one of the season's top prize winners.
type PrizeWinner struct {
	SummaryPigeon
	Amount int64 `json:"amount" doc:"Cents"`
}

func toSummaryPigeon(p *core.Pigeon) SummaryPigeon {
	out := SummaryPigeon{PigeonID: p.ID, Ring: p.Ring, PigeonName: p.Name}
	if p.Team != nil {
		out.Team, out.Fancier, out.Country = p.Team.Name, p.Team.Fancier, p.Team.Country
	}
	return out
}

func toSeasonSummary(s *service.SeasonSummary) SeasonSummary {
	season, fun := s.Season, s.Funnel
	out := SeasonSummary{ID: season.ID, Name: season.Name, State: string(season.State), Currency: string(season.Currency),
		Unit: string(s.Loft.Unit), Loft: toSeasonLoft(s.Loft), Rules: *toRaceRules(s.Rules), RulesText: season.RulesText,
		Funnel: SeasonFunnel{Registered: fun.Registered, Delivered: fun.Delivered, Stages: make([]FunnelStage, len(fun.Stages)),
			GoneAfter: fun.GoneAfter, LostInRaces: fun.LostInRaces, LostOutside: fun.LostOutside, Remaining: fun.Remaining},
		Races:  make([]SummaryRace, len(s.Races)),
		Prizes: SummaryPrizes{Awarded: s.Prizes.Awarded, Paid: s.Prizes.Paid, PerBird: s.Prizes.PerBird, Top: make([]PrizeWinner, len(s.Prizes.Top))}}
	flights := map[int64]*core.Flight{}
	for i, r := range s.Races {
		f := r.Flight
		flights[f.ID] = f
		out.Races[i] = SummaryRace{FlightID: f.ID, Name: f.Name, Kind: string(f.Kind), State: string(f.State), ReleaseTime: f.ReleaseTime,
			Distance: f.Distance.InUnit(s.Loft.Unit), Basketed: r.Basketed, Home: r.Home, ClosedBy: string(r.ClosedBy), ClosedAt: f.ClosedAt,
			Prizes: r.Prizes}
		if r.ClosedBy == core.ClosedOpen {
			out.Races[i].ClosedBy = "open"
		}
		if r.Winner != nil {
			w := toSummaryPigeon(r.Winner)
			out.Races[i].Winner = &w
		}
	}
	for i, st := range fun.Stages {
		out.Funnel.Stages[i] = FunnelStage{FlightID: st.FlightID, Name: flights[st.FlightID].Name, Kind: string(flights[st.FlightID].Kind),
			GoneBefore: st.GoneBefore, Alive: st.Alive, Basketed: st.Basketed, Home: st.Home, Late: st.Late, Lost: st.Lost, Awaited: st.Awaited}
	}
	for i, w := range s.Prizes.Top {
		out.Prizes.Top[i] = PrizeWinner{SummaryPigeon: toSummaryPigeon(w.Pigeon), Amount: w.Amount}
	}
	return out
}

// getSeasonSummaryDoc describes get-season-summary.
const getSeasonSummaryDoc = "The season's transparency figures: birds registered, delivered, then for each released flight alive, basketed, " +
	"home and lost; each race with its winner and what closed it; prize money awarded, paid and per bird entered, with the top winners; " +
	"and the rules applied. A draft answers 404, except to the loft's staff and those who manage its seasons."

func (s *Server) getSeasonSummary(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SeasonSummary], error) {
	sum, err := s.svc.Prizes.SeasonSummary(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toSeasonSummary(sum))
}
