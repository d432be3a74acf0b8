package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// FraudFlag is an arrival that looks like fraud, for staff to look into.
type FraudFlag struct {
	Kind        string     `json:"kind" enum:"implausible_speed,chip_elsewhere"`
	PigeonID    int64      `json:"pigeon_id"`
	Ring        string     `json:"ring"`
	ChipID      string     `json:"chip_id"`
	Team        string     `json:"team"`
	ArrivedAt   time.Time  `json:"arrived_at"`
	Speed       *float64   `json:"speed,omitempty" doc:"Metres (yards) per minute, on implausible_speed"`
	OtherLoft   string     `json:"other_loft,omitempty" doc:"The loft whose clock also read the chip, on chip_elsewhere"`
	OtherRead   *time.Time `json:"other_read_at,omitempty" doc:"When it read it"`
	OtherLoftID int64      `json:"other_loft_id,omitempty"`
}

// FraudFlags are a flight's flags, by arrival.
type FraudFlags struct {
	Data []FraudFlag `json:"data"`
}

// listFraudFlagsDoc describes list-fraud-flags.
const listFraudFlagsDoc = "Staff of the loft: birds home faster than any pigeon flies (over 2,400 m/min), and birds whose chip another loft's clock " +
	"also read within a week of the release; by arrival. The first are held for review (see list-held-arrivals); the others change no result."

func (s *Server) listFraudFlags(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[FraudFlags], error) {
	flags, err := s.svc.Results.FraudFlags(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := FraudFlags{Data: make([]FraudFlag, len(flags))}
	for i, f := range flags {
		a := f.Arrival
		ff := FraudFlag{Kind: string(f.Kind), PigeonID: a.PigeonID, ChipID: a.ChipID, ArrivedAt: time.UnixMilli(a.ArrivedMs).UTC()}
		if p := a.Pigeon; p != nil {
			ff.Ring = p.Ring
			if p.Team != nil {
				ff.Team = p.Team.Name
			}
		}
		if f.Kind == core.FraudSpeed {
			v := f.Speed.Float()
			ff.Speed = &v
		}
		if e := f.Elsewhere; e != nil {
			at := time.UnixMilli(e.ReadMs).UTC()
			ff.OtherLoft, ff.OtherLoftID, ff.OtherRead = e.Loft, e.LoftID, &at
		}
		out.Data[i] = ff
	}
	return reply(out)
}
