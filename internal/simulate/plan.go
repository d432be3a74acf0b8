// Package simulate feeds a realistic race through the device API over HTTP,
// as a loft's clock would: bursts at the front, birds read by two or three
// antennas, stragglers at the end, some birds lost, stray chips that were
// never basketed, and one batch sent twice because its answer was "lost".
package simulate

import (
	"math"
	"math/rand/v2"
	"sort"
	"time"
)

// Read is one planned chip read, at an offset from the start of the run.
type Read struct {
	ChipID    string
	AntennaID string
	At        time.Duration
}

// Plan lays out the reads of a race of the chips over d: about 3 % of the
// birds never come home; a front burst of about a quarter of the field within
// the first 8 % of d, its leaders on the very same millisecond; the main body
// around a third of the way; about 7 % stragglers in the last 30 %. Most birds
// are read by a second antenna 0.1–0.9 s later, some by a third; about 1 % of
// reads are chips that were never basketed.
func Plan(chips []string, d time.Duration, rnd *rand.Rand) []Read {
	if d <= 0 {
		d = 10 * time.Minute
	}
	var out []Read
	order := rnd.Perm(len(chips))
	leaders := min(len(chips)/50+2, 12) // "equal firsts"
	for n, idx := range order {
		chip := chips[idx]
		u := rnd.Float64()
		var at time.Duration
		switch {
		case n < leaders:
			at = d / 50 // the same instant
		case u < 0.03:
			continue // lost
		case u < 0.28:
			at = d/50 + time.Duration(rnd.Float64()*0.06*float64(d))
		case u < 0.93:
			x := math.Abs(rnd.NormFloat64()*0.15 + 0.35)
			at = time.Duration(math.Min(x, 0.7) * float64(d))
		default:
			at = time.Duration((0.7 + rnd.Float64()*0.29) * float64(d))
		}
		at = at.Truncate(time.Millisecond)
		if n >= leaders {
			at = max(at, d/50+time.Millisecond) // nobody beats the leaders
		}
		out = append(out, Read{ChipID: chip, AntennaID: "A1", At: at})
		if rnd.Float64() < 0.85 {
			out = append(out, Read{ChipID: chip, AntennaID: "A2", At: at + time.Duration(100+rnd.IntN(800))*time.Millisecond})
		}
		if rnd.Float64() < 0.10 {
			out = append(out, Read{ChipID: chip, AntennaID: "A3", At: at + time.Duration(900+rnd.IntN(1500))*time.Millisecond})
		}
	}
	for i := 0; i < max(1, len(chips)/100); i++ {
		out = append(out, Read{ChipID: strayChip(rnd), AntennaID: "A1", At: time.Duration(rnd.Float64() * float64(d)).Truncate(time.Millisecond)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}

func strayChip(rnd *rand.Rand) string {
	const hex = "0123456789ABCDEF"
	b := []byte("FF00000000")
	for i := 2; i < len(b); i++ {
		b[i] = hex[rnd.IntN(16)]
	}
	return string(b)
}
