package demo

import (
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// pigeons registers a few birds of each team in the season and walks each
// through a plausible status history: unassigned on arrival, then assigned
// as active or reserve; some later die, get lost or injured, some reserves
// get activated, some actives are activated for the final.
func (s *seeder) pigeons(season *core.Season, teams []*core.Team) error {
	yy := fmt.Sprintf("%02d", season.CreatedAt.Year()%100)
	if len(season.Name) >= 4 {
		yy = season.Name[len(season.Name)-2:]
	}
	for ti, t := range teams {
		n := 3 + s.rnd.IntN(6)
		for i := 0; i < n; i++ {
			p := &core.Pigeon{SeasonID: season.ID, TeamID: t.ID, Sex: pick(s.rnd, []core.Sex{core.Cock, core.Hen}),
				Ring:  fmt.Sprintf("%s-%04d-%s-%05d", t.Country, 100+ti%900, yy, season.ID*1000+int64(ti*10+i)),
				Color: pick(s.rnd, colors), ChipRing: fmt.Sprintf("%010X", season.ID<<24|int64(ti*10+i))}
			if s.rnd.IntN(3) > 0 {
				p.Name = pick(s.rnd, pigeonNames)
			}
			if err := s.svc.Pigeons.CreatePigeon(s.ctx, p, core.StatusUnassigned); err != nil {
				return fmt.Errorf("demo pigeon %s: %w", p.Ring, err)
			}
			s.stats.Pigeons++
			s.stats.Statuses++
			if err := s.history(p, i); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *seeder) history(p *core.Pigeon, i int) error {
	steps := []core.PigeonStatusType{core.StatusAssigned, core.StatusActive}
	if i%4 == 3 {
		steps[1] = core.StatusReserve
	}
	switch r := s.rnd.IntN(100); {
	case r < 4:
		steps = append(steps, core.StatusLost)
	case r < 6:
		steps = append(steps, core.StatusDied)
	case r < 8:
		steps = append(steps, core.StatusInjured)
	case r < 20 && steps[1] == core.StatusReserve:
		steps = append(steps, core.StatusReserveActivationPending, core.StatusActivatedReserve)
	case r < 40 && steps[1] == core.StatusActive:
		steps = append(steps, core.StatusFinalFlightActivationPending, core.StatusActivatedFinalFlight)
	}
	if err := s.svc.Pigeons.AddPigeonHistory(s.ctx, p, steps...); err != nil {
		return fmt.Errorf("demo statuses of %s: %w", p.Ring, err)
	}
	s.stats.Statuses += len(steps)
	return nil
}

func (s *seeder) news(loft *core.Loft) error {
	items := []struct{ title, body string }{
		{"Registration is open", "Registration for the new season is open. Choose your entry package and register your young birds before the deadline."},
		{"Birds arrived safely", "All young birds delivered this week are in the loft, vaccinated and settling in well. Chip rings have been assigned."},
		{"First training tosses", "The birds completed their first training tosses from 20 and 40 km in good weather. Everyone was home within the hour."},
		{"Hot spot 1 results online", "The results of the first hot spot are online. Congratulations to the winners and thank you to all fanciers."},
	}
	for i, it := range items {
		n := &core.News{LoftID: loft.ID, Title: it.title, Body: it.body,
			PublishedAt: s.now.Add(-time.Duration(len(items)-i) * 9 * 24 * time.Hour)}
		if err := s.svc.News.CreateNews(s.ctx, n); err != nil {
			return fmt.Errorf("demo news: %w", err)
		}
		s.stats.News++
	}
	return nil
}
