package core

import (
	"strconv"
	"time"
)

// Messages of flight edits.
const (
	MsgFinishedFlightFixed = "The distance and release time of a finished flight cannot be changed: move it back to released first."
	MsgReleaseAfterArrival = "The release time must be before the first arrival."
)

// FlightChange is one field of a flight changed by staff, with the value
// before and after; together with the state history it tells who changed
// what and when. Values are text: times in RFC 3339, distances in base
// units, speeds in hundredths.
type FlightChange struct {
	ID        int64
	FlightID  int64
	Field     string
	OldValue  string
	NewValue  string
	CreatedBy *int64
	CreatedAt time.Time
}

// CheckFlightEdit validates next, the edited form of cur, and returns the
// fields that changed. The season and state are not edited here (states
// have their own history). Once a flight is finished its distance and
// release time stand: its speeds and places are the published result and
// count in the ace ranking, so a correction goes through the state history
// (back to released, edit, finished again) where it leaves a trace. A
// release time after the first arrival (firstArrivalMs, 0 when none) would
// give negative flight times and is refused.
func CheckFlightEdit(cur, next *Flight, firstArrivalMs int64) ([]*FlightChange, error) {
	next.SeasonID, next.State = cur.SeasonID, cur.State
	if err := next.Validate(); err != nil {
		return nil, err
	}
	ts := func(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }
	fl := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	var out []*FlightChange
	add := func(field, old, new string) {
		if old != new {
			out = append(out, &FlightChange{FlightID: cur.ID, Field: field, OldValue: old, NewValue: new})
		}
	}
	add("name", cur.Name, next.Name)
	add("kind", string(cur.Kind), string(next.Kind))
	add("release_time", ts(cur.ReleaseTime), ts(next.ReleaseTime))
	add("release_point", cur.ReleasePoint, next.ReleasePoint)
	add("release_longitude", fl(cur.ReleaseLongitude), fl(next.ReleaseLongitude))
	add("release_latitude", fl(cur.ReleaseLatitude), fl(next.ReleaseLatitude))
	add("distance", strconv.FormatInt(int64(cur.Distance), 10), strconv.FormatInt(int64(next.Distance), 10))
	add("estimated_average_speed", cur.EstimatedAverageSpeed.String(), next.EstimatedAverageSpeed.String())
	fe := FieldErrors{}
	for _, c := range out {
		if cur.State == FlightFinished && (c.Field == "distance" || c.Field == "release_time") {
			fe.Add(c.Field, MsgFinishedFlightFixed)
		}
	}
	if cur.Prizes != nil && next.Kind == FlightTraining {
		fe.Add("kind", MsgPrizeNotRace)
	}
	if firstArrivalMs > 0 && next.ReleaseTime.UnixMilli() > firstArrivalMs && !next.ReleaseTime.Equal(cur.ReleaseTime) {
		fe.Add("release_time", MsgReleaseAfterArrival)
	}
	return out, fe.Err()
}
