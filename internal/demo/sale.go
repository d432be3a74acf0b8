package demo

import (
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// stockSale gives the loft a stock sale running today: twelve birds of its
// own breeding marked for sale, an inventory toss yesterday that ten of
// them came home from, a sale product, and the season's pigeon sale due
// date moved around today, with Max sales 3 per buyer.
func (s *seeder) stockSale(loft *core.Loft, season *core.Season, owner *core.User, key string) error {
	team := &core.Team{LoftID: loft.ID, UserID: owner.ID, Name: shortName(loft.Name) + " breeding loft", Country: loft.Country}
	if err := s.svc.Fanciers.CreateTeam(s.ctx, team); err != nil {
		return fmt.Errorf("demo stock team: %w", err)
	}
	release := s.now.Add(-24 * time.Hour).Truncate(time.Hour)
	f := &core.Flight{SeasonID: season.ID, Name: "Inventory toss", Kind: core.FlightTraining, ReleaseTime: release,
		ReleasePoint: "Ergolding", ReleaseLatitude: 48.5736, ReleaseLongitude: 12.2079, Distance: 25000, EstimatedAverageSpeed: 110000}
	if err := s.svc.Flights.CreateFlight(s.ctx, f); err != nil {
		return fmt.Errorf("demo inventory flight: %w", err)
	}
	var reads []core.ChipRead
	for i := range 12 {
		p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Sex: pick(s.rnd, []core.Sex{core.Cock, core.Hen}), Color: pick(s.rnd, colors),
			Ring: fmt.Sprintf("DE-0871-%02d-%05d", season.CreatedAt.Year()%100, 90001+i), ChipRing: fmt.Sprintf("5A1E%06X", season.ID<<12|int64(i))}
		if i%3 != 2 {
			p.Name = pick(s.rnd, pigeonNames)
		}
		if err := s.svc.Pigeons.CreatePigeon(s.ctx, p, core.StatusUnassigned); err != nil {
			return fmt.Errorf("demo stock bird %s: %w", p.Ring, err)
		}
		if err := s.svc.Pigeons.AddPigeonHistory(s.ctx, p, core.StatusForSale); err != nil {
			return err
		}
		s.stats.Pigeons++
		s.stats.Statuses += 2
		if _, err := s.svc.Flights.BasketPigeon(s.ctx, f.ID, p.ID, time.Time{}); err != nil {
			return fmt.Errorf("demo basket %s: %w", p.Ring, err)
		}
		if i < 10 { // two stayed out
			reads = append(reads, core.ChipRead{ChipID: p.ChipRing, AntennaID: "A1", ReadMs: release.Add(14*time.Minute + time.Duration(i)*17*time.Second).UnixMilli()})
		}
	}
	if _, err := s.svc.Flights.ChangeFlightState(s.ctx, f.ID, core.FlightReleased); err != nil {
		return err
	}
	if _, err := s.svc.Devices.IngestArrivals(s.ctx, key, service.BatchInput{Seq: s.nextSeq(), FlightID: f.ID, Reads: reads}); err != nil {
		return fmt.Errorf("demo inventory arrivals: %w", err)
	}
	if _, err := s.svc.Flights.ChangeFlightState(s.ctx, f.ID, core.FlightFinished); err != nil {
		return err
	}
	s.stats.Flights++
	dues, err := s.svc.Seasons.FindDueDates(s.ctx, season.ID)
	if err != nil {
		return err
	}
	for _, d := range dues {
		if d.Category == core.DuePigeonSale {
			today := loft.Today(s.now)
			d.StartsAt, d.EndsAt = today.AddDays(-3), today.AddDays(14)
			if _, err := s.svc.Seasons.SaveDueDate(s.ctx, d); err != nil {
				return err
			}
		}
	}
	_, err = s.svc.Orders.SaveSaleSettings(s.ctx, season.ID, service.SaleSettingsInput{InventoryFlightID: &f.ID, MaxSales: ptr(3)})
	return err
}
