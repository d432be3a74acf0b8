package core

import (
	"context"
	"sort"
)

// FraudKind is why a read looks like fraud, for staff to look into.
type FraudKind string

// Kinds of fraud flags.
const (
	// FraudSpeed: a bird home at a speed no pigeon flies.
	FraudSpeed FraudKind = "implausible_speed"
	// FraudChipElsewhere: the bird's chip was also read by another loft's
	// clock around the race (a swapped or copied chip, or a bird in two races).
	FraudChipElsewhere FraudKind = "chip_elsewhere"
)

// MaxPlausibleSpeed is the fastest a racing pigeon is believed to fly,
// tailwind included: 2,400 m/min (144 km/h). Faster arrivals are flagged.
const MaxPlausibleSpeed Speed = 240_000

// ImplausibleSpeed reports a speed, in the loft's base unit per minute,
// beyond MaxPlausibleSpeed (yards are converted: 2,400 m is 2,624.67 yd).
func ImplausibleSpeed(s Speed, u Unit) bool {
	if u == Mile {
		return int64(s)*9144 > int64(MaxPlausibleSpeed)*10000 // a yard is 0.9144 m
	}
	return s > MaxPlausibleSpeed
}

// SightingWindowMs is how long before a race's release and after it a read
// of one of its chips at another loft counts as a sighting.
const SightingWindowMs = 7 * 24 * 3600 * 1000

// ChipSighting is a read of a chip by another loft's clock.
type ChipSighting struct {
	ChipID string
	LoftID int64
	Loft   string
	ReadMs int64
}

// FraudFlag is one arrival that looks like fraud, and why.
type FraudFlag struct {
	Kind    FraudKind
	Arrival *Arrival // with its pigeon and team
	Speed   Speed    // FraudSpeed
	// Elsewhere is the other loft's read (FraudChipElsewhere).
	Elsewhere *ChipSighting
}

// SortFraudFlags orders flags by arrival, then kind.
func SortFraudFlags(flags []*FraudFlag) {
	sort.SliceStable(flags, func(i, j int) bool {
		a, b := flags[i], flags[j]
		if a.Arrival.ArrivedMs != b.Arrival.ArrivedMs {
			return a.Arrival.ArrivedMs < b.Arrival.ArrivedMs
		}
		return a.Kind < b.Kind
	})
}

// FraudStore finds what fraud flags need.
type FraudStore interface {
	// FindChipSightings returns reads of the chips that arrived in a flight
	// taken by devices of lofts other than loftID between fromMs and toMs,
	// in flights released in that time.
	FindChipSightings(ctx context.Context, flightID, loftID, fromMs, toMs int64) ([]ChipSighting, error)
}
