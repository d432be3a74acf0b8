package service

import (
	"bytes"
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// MsgClockLogNotPublished refuses the log of a race that is still open to
// anyone but the loft's staff.
const MsgClockLogNotPublished = "The clock log is published when the race closes."

// ClockLog is a flight's sealed clock log: every batch's raw reads, each
// entry chained to the one before. Closing publishes it: anyone may read
// the log of a closed or finished race, the loft's staff at any time.
func (s *Results) ClockLog(ctx context.Context, flightID int64) (*core.Flight, []*core.ClockLogEntry, error) {
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, nil, err
	}
	if err := hideDraft(ctx, f.Season, msgFlightNotFound); err != nil {
		return nil, nil, err
	}
	if !ClockLogPublished(f) {
		if err := requireStaff(ctx, f.Season.LoftID); err != nil {
			return nil, nil, core.Errorf(core.EFORBIDDEN, MsgClockLogNotPublished)
		}
	}
	entries, err := s.store.FindClockLog(ctx, flightID)
	return f, entries, err
}

// ClockLogPublished reports whether the flight's log is public: once the
// race closed or finished.
func ClockLogPublished(f *core.Flight) bool {
	return f.State.IsOver()
}

// ClockLogSeal is what the page about a flight's clock log shows: the log
// checked as anyone would check the download, and its final hash.
type ClockLogSeal struct {
	Flight  *core.Flight
	Proof   *core.ClockLogProof // nil when the log does not verify
	Problem string              // why it does not
}

// SealOfClockLog verifies a flight's stored log the way `oneloft
// verify-log` checks a download, so that a page can show its final hash, or
// that the stored log was changed.
func (s *Results) SealOfClockLog(ctx context.Context, flightID int64) (*ClockLogSeal, error) {
	f, entries, err := s.ClockLog(ctx, flightID)
	if err != nil {
		return nil, err
	}
	seal := &ClockLogSeal{Flight: f}
	if len(entries) == 0 {
		return seal, nil
	}
	var buf bytes.Buffer
	if err := core.WriteClockLog(&buf, entries); err != nil {
		return nil, err
	}
	if seal.Proof, err = core.VerifyClockLog(&buf); err != nil {
		seal.Problem = err.Error()
	}
	return seal, nil
}
