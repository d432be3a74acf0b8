package core

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Distance is a flight distance in the base unit of the loft: metres for km
// lofts, yards for mile lofts. Integers keep speeds exact (SPEC §9 multiplies
// km by 1000 and miles by 1760).
type Distance int64

// BaseUnitsPer is how many base units (metres or yards) one loft unit holds.
func BaseUnitsPer(u Unit) int64 {
	if u == Mile {
		return 1760
	}
	return 1000
}

// ParseDistance reads a distance given in the loft unit ("350", "350.125",
// "350,125") into base units; at most three decimals are kept exactly.
func ParseDistance(s string, u Unit) (Distance, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", ".")
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 3 {
		return 0, Invalid("distance", "The distance must be a number with at most three decimals.")
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 || w > 100000 {
		return 0, Invalid("distance", "The distance must be a number between 0 and 100000.")
	}
	var f int64
	if frac != "" {
		if f, err = strconv.ParseInt((frac + "00")[:3], 10, 64); err != nil || f < 0 {
			return 0, Invalid("distance", "The distance must be a number with at most three decimals.")
		}
	}
	per := BaseUnitsPer(u)
	// thousandths of the loft unit to base units, rounded half up
	return Distance(w*per + (f*per+500)/1000), nil
}

// DistanceInUnit reads a distance given as a number in the loft unit, with
// ParseDistance's rules.
func DistanceInUnit(v float64, u Unit) (Distance, error) {
	return ParseDistance(strconv.FormatFloat(v, 'f', -1, 64), u)
}

// InUnit is the distance in the loft unit, e.g. 350.125 (km).
func (d Distance) InUnit(u Unit) float64 { return float64(d) / float64(BaseUnitsPer(u)) }

// Speed is metres (or yards) per minute in hundredths, so 1234.57 m/min is
// 123457: SPEC §9 shows two decimals and integers keep them exact.
type Speed int64

// SpeedOfFloat is a speed given as a number of units per minute, rounded
// half up to two decimals.
func SpeedOfFloat(v float64) Speed { return Speed(math.Floor(v*100 + 0.5)) }

// Float is the speed as a number with two decimals.
func (s Speed) Float() float64 { return float64(s) / 100 }

// String formats the speed with two decimals, e.g. "1234.57".
func (s Speed) String() string { return fmt.Sprintf("%d.%02d", s/100, s%100) }

// SpeedOf is SPEC §9's flight speed: distance (in base units, that is the
// loft distance × 1000 or × 1760) over the minutes since release, rounded
// half up to two decimals. flightMs is the flight time in milliseconds; a
// time of zero or less has no speed (ok false).
func SpeedOf(d Distance, flightMs int64) (s Speed, ok bool) {
	if flightMs <= 0 || d <= 0 {
		return 0, false
	}
	// base units per minute × 100 = d × 60000 × 100 / ms; d ≤ 1.76e8 keeps
	// the product within int64.
	num := int64(d) * 6_000_000
	return Speed((num + flightMs/2) / flightMs), true
}

// MaxFlightTime is where SPEC §9 stops counting: beyond it times show '24h+'.
const MaxFlightTime = 24 * time.Hour

// FormatFlightTime formats a flight time as HH:mm:ss, with milliseconds
// (HH:mm:ss.SSS) when millis is set; times beyond 86400 s are "24h+" and
// negative times are "".
func FormatFlightTime(ms int64, millis bool) string {
	switch {
	case ms < 0:
		return ""
	case ms > MaxFlightTime.Milliseconds():
		return "24h+"
	}
	return FormatDuration(ms, millis)
}

// FormatDuration formats a total of flight times as HH:mm:ss (hours may
// pass 24: an ace's total over several races is 52:13:04, not "24h+").
func FormatDuration(ms int64, millis bool) string {
	if ms < 0 {
		return ""
	}
	h, m, s := ms/3_600_000, ms/60_000%60, ms/1000%60
	if millis {
		return fmt.Sprintf("%02d:%02d:%02d.%03d", h, m, s, ms%1000)
	}
	return fmt.Sprintf("%02d:%02d:%02d", h, m, s)
}
