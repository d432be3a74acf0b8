package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FraudFlags lists a flight's arrivals that look like fraud, for the loft's
// staff: a speed no pigeon flies, or the bird's chip also read by another
// loft's clock within a week of the release. Flags are for a person to look
// into; they change no result.
func (s *Results) FraudFlags(ctx context.Context, flightID int64) ([]*core.FraudFlag, error) {
	res, err := s.FindFlightResults(ctx, flightID)
	if err != nil {
		return nil, err
	}
	loftID := res.Flight.Season.LoftID
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	out := []*core.FraudFlag{}
	byChip := make(map[string]*core.Arrival, len(res.Rows))
	for _, row := range res.Rows {
		byChip[row.Arrival.ChipID] = row.Arrival
		if row.hasFlown && core.ImplausibleSpeed(row.flown, res.Loft.Unit) {
			out = append(out, &core.FraudFlag{Kind: core.FraudSpeed, Arrival: row.Arrival, Speed: row.flown})
		}
	}
	if len(byChip) > 0 {
		release := res.Flight.ReleaseTime.UnixMilli()
		seen, err := s.store.FindChipSightings(ctx, flightID, loftID, release-core.SightingWindowMs, release+core.SightingWindowMs)
		if err != nil {
			return nil, err
		}
		flagged := map[string]bool{}
		for _, sg := range seen {
			if a := byChip[sg.ChipID]; a != nil && !flagged[sg.ChipID] { // the first sighting says enough
				flagged[sg.ChipID] = true
				out = append(out, &core.FraudFlag{Kind: core.FraudChipElsewhere, Arrival: a, Elsewhere: &sg})
			}
		}
	}
	core.SortFraudFlags(out)
	return out, nil
}
