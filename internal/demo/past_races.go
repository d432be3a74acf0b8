package demo

import (
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// pastRace is one race of a season that is over.
type pastRace struct {
	name          string
	kind          core.FlightKind
	month         time.Month
	day           int
	km            int
	point         string
	lat, lon      float64
	metresPerMin  int // the field's average speed
	lostPerCentum int
}

var pastRaces = []pastRace{
	{"Hot spot 1", core.FlightHotSpot, time.August, 30, 160, "Würzburg", 49.7913, 9.9534, 1250, 2},
	{"Hot spot 2", core.FlightHotSpot, time.September, 13, 260, "Frankfurt am Main", 50.1109, 8.6821, 1180, 4},
	{"Final", core.FlightFinal, time.October, 4, 480, "Brussels", 50.8503, 4.3517, 1100, 8},
}

// races flies the races of a season that is over: every active bird is
// basketed, released, clocked by the loft's clock through the device API
// like a real race (a few birds never come home) and the flight finished,
// so its results and the season's aces are there to browse.
func (s *seeder) races(loft *core.Loft, season *core.Season, year int, key string) error {
	unit := 1000 // metres per km; a mile loft counts yards
	if loft.Unit == core.Mile {
		unit = 1094
	}
	for _, r := range pastRaces {
		release := time.Date(year, r.month, r.day, 7, 30, 0, 0, time.UTC)
		f := &core.Flight{SeasonID: season.ID, Name: r.name, Kind: r.kind, ReleaseTime: release, ReleasePoint: r.point,
			ReleaseLatitude: r.lat, ReleaseLongitude: r.lon, Distance: core.Distance(r.km * unit), EstimatedAverageSpeed: core.Speed(r.metresPerMin * unit / 10),
			Prizes: demoPrizes(r.kind)}
		if err := s.svc.Flights.CreateFlight(s.ctx, f); err != nil {
			return fmt.Errorf("demo flight %s: %w", r.name, err)
		}
		plan, err := s.svc.Flights.BasketActive(s.ctx, f.ID, false)
		if err != nil {
			return fmt.Errorf("demo basket %s: %w", r.name, err)
		}
		if _, err := s.svc.Flights.ChangeFlightState(s.ctx, f.ID, core.FlightReleased); err != nil {
			return err
		}
		var reads []core.ChipRead
		for _, b := range plan {
			if b.Outcome != core.BasketAdded || s.rnd.IntN(100) < r.lostPerCentum {
				continue
			}
			speed := float64(r.metresPerMin) * (0.85 + 0.3*s.rnd.Float64()) // metres per minute
			ms := int64(float64(r.km*1000) / speed * 60000)
			reads = append(reads, core.ChipRead{ChipID: b.Chip, AntennaID: "A1", ReadMs: release.UnixMilli() + ms})
		}
		for seq := 0; seq*service.MaxReadsPerBatch < len(reads); seq++ {
			part := reads[seq*service.MaxReadsPerBatch : min((seq+1)*service.MaxReadsPerBatch, len(reads))]
			if _, err := s.svc.Devices.IngestArrivals(s.ctx, key, service.BatchInput{Seq: s.nextSeq(), FlightID: f.ID, Reads: part}); err != nil {
				return fmt.Errorf("demo arrivals %s: %w", r.name, err)
			}
		}
		if _, err := s.svc.Flights.ChangeFlightState(s.ctx, f.ID, core.FlightFinished); err != nil {
			return err
		}
		s.stats.Flights++
	}
	return s.payOne(season)
}

// demoPrizes are a race's prize money: 1,000 for a hot spot's first three,
// and 40 % of the entry fees over the final's first eight.
func demoPrizes(kind core.FlightKind) *core.PrizeTable {
	if kind == core.FlightFinal {
		return &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolEntryFees, BasisPoints: 4000}, Mode: core.PrizeShares,
			Places: []int64{3000, 2000, 1500, 1000, 1000, 500, 500, 500}}
	}
	return &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 100000}, Mode: core.PrizeAmounts, Places: []int64{50000, 30000, 20000}}
}

// payOne marks the first prize winner of a season paid, so the payouts
// show both states.
func (s *seeder) payOne(season *core.Season) error {
	sum, err := s.svc.Prizes.FindPayoutSummary(s.ctx, season.ID)
	if err != nil {
		return err
	}
	for _, f := range sum.Fanciers {
		if f.Total > 0 {
			_, err := s.svc.Prizes.SetPayoutStatus(s.ctx, season.ID, f.User.ID, core.PayoutPaid, "Bank transfer")
			return err
		}
	}
	return nil
}

// nextSeq numbers the demo clock's batches.
func (s *seeder) nextSeq() int64 {
	s.seq++
	return s.seq
}
