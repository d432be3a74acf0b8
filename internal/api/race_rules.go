package api

import "github.com/oneloft/oneloft/internal/core"

// RaceRules are a season's written race rules: which races count for which
// ace scheme, the coefficient, prizes, closing, darkness and credits.
type RaceRules struct {
	Aces              []AceRule    `json:"aces" maxItems:"5" doc:"One rule per ace scheme" required:"false"`
	CoefficientCap    int          `json:"coefficient_cap" minimum:"0" maximum:"1000000" doc:"Basketed birds counted at most in a coefficient (FCI: 5000); 0: no cap" required:"false"`
	CoefficientFactor int          `json:"coefficient_factor" minimum:"0" maximum:"1000000" doc:"place × factor / basketed; 0 means 1000" required:"false"`
	PrizeRatio        int          `json:"prize_ratio" minimum:"0" maximum:"100" doc:"One prize per this many basketed birds; 0 means 5" required:"false"`
	Closing           ClosingRule  `json:"closing" required:"false"`
	Darkness          *Darkness    `json:"darkness,omitempty" doc:"Hours a multi-day race's flight time leaves out; left out: none"`
	LostCredits       []LostCredit `json:"lost_credits" maxItems:"20" required:"false"`
	UnfilledPrizes    string       `json:"unfilled_prizes,omitempty" enum:"shared,kept,refunded" doc:"Prizes of places nobody reached; blank means shared"`
}

// AceRule says which races count for an ace scheme and what breaks a tie.
type AceRule struct {
	Scheme   string `json:"scheme" enum:"total_time,average_speed,coefficient,rank_points,most_prizes"`
	Races    string `json:"races,omitempty" enum:"hot_spots_and_final,hot_spots,final" doc:"Blank means hot_spots_and_final"`
	TieBreak string `json:"tie_break,omitempty" enum:"last_race,final,none" doc:"Blank means last_race"`
}

// ClosingRule closes a race when a share of its basket is home, at a time on
// a day of the race, or whichever comes first.
type ClosingRule struct {
	HomePercent int    `json:"home_percent" minimum:"0" maximum:"100" doc:"0: not by share" required:"false"`
	Day         int    `json:"day" minimum:"0" maximum:"14" doc:"1: the release day, 2: the next; 0: not by time" required:"false"`
	Time        string `json:"time" maxLength:"5" doc:"HH:MM in the loft's time zone" required:"false"`
}

// Darkness is the nightly span, HH:MM to HH:MM in the loft's time zone.
type Darkness struct {
	From string `json:"from" maxLength:"5"`
	To   string `json:"to" maxLength:"5"`
}

// LostCredit is the share of the perch fee credited for a bird lost before
// a hot spot.
type LostCredit struct {
	BeforeHotSpot int `json:"before_hot_spot" minimum:"1" maximum:"50"`
	Percent       int `json:"percent" minimum:"0" maximum:"100"`
}

func toRaceRules(r *core.RaceRules) *RaceRules {
	if r == nil {
		return nil
	}
	out := &RaceRules{Aces: make([]AceRule, len(r.Aces)), CoefficientCap: r.CoefficientCap, CoefficientFactor: r.CoefficientFactor,
		PrizeRatio: r.PrizeRatio, Closing: ClosingRule(r.Closing), LostCredits: make([]LostCredit, len(r.LostCredits)),
		UnfilledPrizes: string(r.UnfilledPrizes)}
	for i, a := range r.Aces {
		out.Aces[i] = AceRule{Scheme: string(a.Scheme), Races: string(a.Races), TieBreak: string(a.TieBreak)}
	}
	if r.Darkness != nil {
		out.Darkness = &Darkness{From: r.Darkness.From, To: r.Darkness.To}
	}
	for i, c := range r.LostCredits {
		out.LostCredits[i] = LostCredit(c)
	}
	return out
}

func (b *RaceRules) core() *core.RaceRules {
	if b == nil {
		return nil
	}
	out := &core.RaceRules{CoefficientCap: b.CoefficientCap, CoefficientFactor: b.CoefficientFactor, PrizeRatio: b.PrizeRatio,
		Closing: core.ClosingRule(b.Closing), UnfilledPrizes: core.UnfilledPrizes(b.UnfilledPrizes)}
	for _, a := range b.Aces {
		out.Aces = append(out.Aces, core.AceRule{Scheme: core.AceScheme(a.Scheme), Races: core.AceRaces(a.Races), TieBreak: core.TieBreak(a.TieBreak)})
	}
	if b.Darkness != nil {
		out.Darkness = &core.Darkness{From: b.Darkness.From, To: b.Darkness.To}
	}
	for _, c := range b.LostCredits {
		out.LostCredits = append(out.LostCredits, core.LostCredit(c))
	}
	return out
}
