package core

import (
	"encoding/json"
	"fmt"
	"regexp"
	"time"
)

// RaceRules are a season's written race rules (DOMAIN: rules that results
// and prize money must get right): which races count for which ace scheme,
// the coefficient's cap and factor, the share of birds prized, when a race
// closes, the hours of darkness a multi-day race leaves out, the credit for
// a lost bird and what happens to prizes nobody won. They are public: the
// season's Rules tab shows them, and results and aces follow them.
type RaceRules struct {
	Aces []AceRule `json:"aces"`
	// CoefficientCap counts at most this many basketed birds in a
	// coefficient (FCI: 5,000); 0: no cap.
	CoefficientCap int `json:"coefficient_cap"`
	// CoefficientFactor is the coefficient's multiplier: place × factor /
	// basketed; 0 means 1000.
	CoefficientFactor int `json:"coefficient_factor"`
	// PrizeRatio gives one prize per this many basketed birds (FCI: 5);
	// 0 means 5.
	PrizeRatio     int            `json:"prize_ratio"`
	Closing        ClosingRule    `json:"closing"`
	Darkness       *Darkness      `json:"darkness,omitempty"`
	LostCredits    []LostCredit   `json:"lost_credits"`
	UnfilledPrizes UnfilledPrizes `json:"unfilled_prizes"`
}

// AceRule says which races count for an ace scheme and what breaks a tie.
type AceRule struct {
	Scheme   AceScheme `json:"scheme"`
	Races    AceRaces  `json:"races"`
	TieBreak TieBreak  `json:"tie_break"`
}

// AceRaces are the flight kinds an ace scheme counts.
type AceRaces string

// Races an ace scheme can count.
const (
	AceRacesHotSpotsAndFinal AceRaces = "hot_spots_and_final"
	AceRacesHotSpots         AceRaces = "hot_spots"
	AceRacesFinal            AceRaces = "final"
)

// Counts reports whether a flight of kind k counts.
func (r AceRaces) Counts(k FlightKind) bool {
	switch r {
	case AceRacesHotSpots:
		return k == FlightHotSpot
	case AceRacesFinal:
		return k == FlightFinal
	}
	return k == FlightHotSpot || k == FlightFinal
}

// TieBreak is what orders birds with an equal ace score.
type TieBreak string

// Tie-breakers.
const (
	TieBreakLastRace TieBreak = "last_race" // the place in the last counting race
	TieBreakFinal    TieBreak = "final"     // the place in the final
	TieBreakNone     TieBreak = "none"      // equal scores share the rank
)

// ClosingRule closes a race when a share of its basketed birds is home, at a
// set time on a day of the race, or at whichever comes first when both are
// set. Birds home after closing are recorded but not classified.
type ClosingRule struct {
	HomePercent int    `json:"home_percent"` // 0: not by share
	Day         int    `json:"day"`          // 1: the release day, 2: the next …; 0: not by time
	Time        string `json:"time"`         // HH:MM in the loft's time zone
}

// Darkness is the nightly span a multi-day race's flight time leaves out
// (from 21:00 to 05:00, say), in the loft's time zone.
type Darkness struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// LostCredit is the share of the perch fee credited for a bird lost before
// a given hot spot (100 % before the third, say).
type LostCredit struct {
	BeforeHotSpot int `json:"before_hot_spot"`
	Percent       int `json:"percent"`
}

// UnfilledPrizes is what happens to the prizes of places nobody reached.
type UnfilledPrizes string

// Rules for unfilled prizes.
const (
	UnfilledShared   UnfilledPrizes = "shared"   // shared equally among the prized birds
	UnfilledKept     UnfilledPrizes = "kept"     // the organiser keeps them
	UnfilledRefunded UnfilledPrizes = "refunded" // back to the pool's payers
)

var clockTime = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

// Messages of race rules.
const (
	MsgAceRuleTwice     = "Each ace scheme can have one rule."
	MsgClockTime        = "Use a time of day such as 19:00."
	MsgClosingTimeNoDay = "A closing time needs the day of the race it falls on."
	MsgDarknessEmpty    = "The hours of darkness cannot start and end at the same time."
	MsgLostCreditOrder  = "Lost-bird credits go by hot spot, each once, in order."
)

// Validate checks the rules and fills the defaults.
func (r *RaceRules) Validate() error {
	f := FieldErrors{}
	r.validate(f, "")
	return f.Err()
}

// validate adds the rules' errors to f, each field named after prefix.
func (r *RaceRules) validate(all FieldErrors, prefix string) {
	f := FieldErrors{}
	defer func() {
		for k, msgs := range f {
			all[prefix+k] = append(all[prefix+k], msgs...)
		}
	}()
	seen := map[AceScheme]bool{}
	for i, a := range r.Aces {
		p := fmt.Sprintf("aces[%d].", i)
		OneOf(f, p+"scheme", a.Scheme, AceSchemes...)
		if seen[a.Scheme] {
			f.Add(p+"scheme", MsgAceRuleTwice)
		}
		seen[a.Scheme] = true
		if a.Races == "" {
			r.Aces[i].Races = AceRacesHotSpotsAndFinal
		}
		if a.TieBreak == "" {
			r.Aces[i].TieBreak = TieBreakLastRace
		}
		OneOf(f, p+"races", r.Aces[i].Races, AceRacesHotSpotsAndFinal, AceRacesHotSpots, AceRacesFinal)
		OneOf(f, p+"tie_break", r.Aces[i].TieBreak, TieBreakLastRace, TieBreakFinal, TieBreakNone)
	}
	IntRange(f, "coefficient_cap", int64(r.CoefficientCap), 0, 1_000_000)
	if r.CoefficientFactor == 0 {
		r.CoefficientFactor = 1000
	}
	IntRange(f, "coefficient_factor", int64(r.CoefficientFactor), 1, 1_000_000)
	if r.PrizeRatio == 0 {
		r.PrizeRatio = 5
	}
	IntRange(f, "prize_ratio", int64(r.PrizeRatio), 1, 100)
	IntRange(f, "closing.home_percent", int64(r.Closing.HomePercent), 0, 100)
	IntRange(f, "closing.day", int64(r.Closing.Day), 0, 14)
	if r.Closing.Day > 0 || r.Closing.Time != "" {
		if !clockTime.MatchString(r.Closing.Time) {
			f.Add("closing.time", MsgClockTime)
		}
		if r.Closing.Day == 0 {
			f.Add("closing.day", MsgClosingTimeNoDay)
		}
	}
	if d := r.Darkness; d != nil {
		okFrom, okTo := clockTime.MatchString(d.From), clockTime.MatchString(d.To)
		if !okFrom {
			f.Add("darkness.from", MsgClockTime)
		}
		if !okTo {
			f.Add("darkness.to", MsgClockTime)
		}
		if okFrom && okTo && d.From == d.To {
			f.Add("darkness.to", MsgDarknessEmpty)
		}
	}
	prev := 0
	for i, c := range r.LostCredits {
		p := fmt.Sprintf("lost_credits[%d].", i)
		IntRange(f, p+"before_hot_spot", int64(c.BeforeHotSpot), 1, 50)
		IntRange(f, p+"percent", int64(c.Percent), 0, 100)
		if c.BeforeHotSpot <= prev {
			f.Add(p+"before_hot_spot", MsgLostCreditOrder)
		}
		prev = c.BeforeHotSpot
	}
	if r.UnfilledPrizes == "" {
		r.UnfilledPrizes = UnfilledShared
	}
	OneOf(f, "unfilled_prizes", r.UnfilledPrizes, UnfilledShared, UnfilledKept, UnfilledRefunded)
}

// JSON is the rules as stored and audited; "" when none are written.
func (r *RaceRules) JSON() string {
	if r == nil {
		return ""
	}
	b, _ := json.Marshal(r)
	return string(b)
}

// clone is a deep copy of the rules (nil stays nil).
func (r *RaceRules) clone() *RaceRules {
	if r == nil {
		return nil
	}
	c := *r
	c.Aces = append([]AceRule(nil), r.Aces...)
	c.LostCredits = append([]LostCredit(nil), r.LostCredits...)
	if r.Darkness != nil {
		d := *r.Darkness
		c.Darkness = &d
	}
	return &c
}

// RulesOrDefault returns the season's rules, or the defaults when none are
// written.
func (s *Season) RulesOrDefault() *RaceRules {
	if s != nil && s.Rules != nil {
		return s.Rules
	}
	r := &RaceRules{}
	r.Validate() // fills the defaults
	return r
}

// AceRule returns the rule of scheme, if the rules have one.
func (r *RaceRules) AceRule(scheme AceScheme) (AceRule, bool) {
	for _, a := range r.Aces {
		if a.Scheme == scheme {
			return a, true
		}
	}
	return AceRule{}, false
}

// PrizePlaces is how many places of a race with basketed birds win a
// prize: one per ratio birds, rounded up (400 basketed, 1 in 5 → 80); a
// ratio of 0 means 1 in 5.
func PrizePlaces(basketed, ratio int) int {
	if ratio <= 0 {
		ratio = 5
	}
	return (basketed + ratio - 1) / ratio
}

// minutesOf reads HH:MM, already validated, as minutes after midnight.
func minutesOf(hhmm string) int {
	var h, m int
	fmt.Sscanf(hhmm, "%d:%d", &h, &m)
	return h*60 + m
}

// atClock is the instant of minutes after midnight on day's date in loc.
func atClock(day time.Time, minutes int, loc *time.Location) time.Time {
	y, mo, d := day.In(loc).Date()
	return time.Date(y, mo, d, minutes/60, minutes%60, 0, 0, loc)
}

// FlightMillis is the flight time of a bird home at arrivedMs (Unix ms)
// after release, less the hours of darkness of every night in between when
// the rules set them (release day 1 07:00, darkness 21:00–05:00, home day 2
// 06:00 → 23 h − 8 h = 15 h). loc is the loft's time zone.
func (r *RaceRules) FlightMillis(release time.Time, arrivedMs int64, loc *time.Location) int64 {
	ms := arrivedMs - release.UnixMilli()
	if r == nil || r.Darkness == nil || ms <= 0 {
		return ms
	}
	from, to := minutesOf(r.Darkness.From), minutesOf(r.Darkness.To)
	arrived := time.UnixMilli(arrivedMs)
	// Each night starts on a calendar day at From; begin the day before the
	// release so that a release inside a night is covered.
	for day := release.In(loc).AddDate(0, 0, -1); !atClock(day, from, loc).After(arrived); day = day.AddDate(0, 0, 1) {
		start := atClock(day, from, loc)
		end := atClock(day, to, loc)
		if to <= from {
			end = atClock(day.AddDate(0, 0, 1), to, loc)
		}
		lo, hi := maxTime(start, release), minTime(end, arrived)
		if hi.After(lo) {
			ms -= hi.Sub(lo).Milliseconds()
		}
	}
	return ms
}

// Set reports whether the rule closes races at all (else staff close them).
func (c ClosingRule) Set() bool { return c.HomePercent > 0 || c.Day > 0 }

// ClosingTime is when the closing rule's set time falls for a race released
// at release, in the loft's time zone; ok is false when the rule sets none.
func (c ClosingRule) ClosingTime(release time.Time, loc *time.Location) (time.Time, bool) {
	if c.Day <= 0 || !clockTime.MatchString(c.Time) {
		return time.Time{}, false
	}
	return atClock(release.In(loc).AddDate(0, 0, c.Day-1), minutesOf(c.Time), loc), true
}

// ClosesAt is the instant a race closes under the rule, given its basketed
// count and its arrival instants (Unix ms, ascending), as seen at now: the
// arrival that brings the share home, or the set time once it has passed,
// whichever is earlier. ok is false while the race stays open.
func (c ClosingRule) ClosesAt(release time.Time, loc *time.Location, basketed int, arrivedMs []int64, now time.Time) (at time.Time, ok bool) {
	if c.HomePercent > 0 && basketed > 0 {
		need := (basketed*c.HomePercent + 99) / 100
		if len(arrivedMs) >= need {
			at, ok = time.UnixMilli(arrivedMs[need-1]), true
		}
	}
	if t, set := c.ClosingTime(release, loc); set && !now.Before(t) && (!ok || t.Before(at)) {
		at, ok = t, true
	}
	return at, ok
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}
