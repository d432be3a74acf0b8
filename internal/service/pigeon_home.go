package service

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// FindAlerts returns what the signed-in user asked to hear about when home.
func (n *Notifications) FindAlerts(ctx context.Context) (core.PigeonAlerts, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return core.PigeonAlerts{}, errSignIn()
	}
	return n.store.FindPigeonAlerts(ctx, u.ID)
}

// SetPigeonAlert turns "tell me when it is home" on or off for one of the
// signed-in user's pigeons.
func (n *Notifications) SetPigeonAlert(ctx context.Context, pigeonID int64, on bool) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	p, err := n.store.FindPigeonByID(ctx, pigeonID)
	if err != nil {
		return err
	}
	if p.Team == nil || p.Team.UserID != u.ID {
		return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	return n.store.SetPigeonAlert(ctx, u.ID, pigeonID, 0, on)
}

// SetSeasonAlert turns "tell me when my birds are home" on or off for
// every pigeon of the signed-in user in a season.
func (n *Notifications) SetSeasonAlert(ctx context.Context, seasonID int64, on bool) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	if _, err := n.store.FindSeasonByID(ctx, seasonID); err != nil {
		return err
	}
	return n.store.SetPigeonAlert(ctx, u.ID, 0, seasonID, on)
}

// homeWait bounds how long ingest waits to hand a batch over when the
// notifier is behind: a race's batches must never stall on notices.
const homeWait = 50 * time.Millisecond

// ArrivalsStored hands a stored batch's new arrivals to the notifier
// (Devices call it after commit). It never holds ingest up for long: when
// the notifier is that far behind, the batch's notices are dropped and
// logged.
func (n *Notifications) ArrivalsStored(flight *core.Flight, arrivals []*core.Arrival) {
	if !n.running.Load() {
		return // nobody tells owners: not started, as in tools and most tests
	}
	b := homeBatch{flight: flight, arrivals: arrivals}
	select {
	case n.home <- b:
		return
	default:
	}
	t := time.NewTimer(homeWait)
	defer t.Stop()
	select {
	case n.home <- b:
	case <-t.C:
		slog.Warn("pigeon-home notices dropped: the notifier is behind", "flight", flight.ID, "arrivals", len(arrivals))
	}
}

// Start tells owners that their birds are home, from now until ctx ends.
func (n *Notifications) Start(ctx context.Context) {
	n.running.Store(true)
	go n.run(core.SystemContext(ctx))
}

func (n *Notifications) run(ctx context.Context) {
	defer n.running.Store(false)
	for {
		select {
		case <-ctx.Done():
			return
		case b := <-n.home:
			if err := n.tellHome(ctx, b); err != nil {
				slog.ErrorContext(ctx, "pigeon-home notices", "flight", b.flight.ID, "err", err)
			}
		}
	}
}

// tellHome notifies the owner of each arrived pigeon that was asked about,
// once per pigeon and race (an earlier read of the same bird later changes
// its time, not the notice).
func (n *Notifications) tellHome(ctx context.Context, b homeBatch) error {
	pigeons := make([]*core.Pigeon, 0, len(b.arrivals))
	byPigeon := make(map[int64]*core.Arrival, len(b.arrivals))
	for _, a := range b.arrivals {
		if a.Pigeon != nil {
			pigeons = append(pigeons, a.Pigeon)
			byPigeon[a.PigeonID] = a
		}
	}
	asked, err := n.store.PigeonAlertsAmong(ctx, pigeons)
	if err != nil || len(asked) == 0 {
		return err
	}
	season, err := n.store.FindSeasonByID(ctx, b.flight.SeasonID)
	if err != nil {
		return err
	}
	loft, err := n.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return err
	}
	users := map[int64]*core.User{}
	for _, id := range asked {
		a := byPigeon[id]
		owner := a.Pigeon.Team.UserID
		u, ok := users[owner]
		if !ok {
			if u, err = n.store.FindUserByID(ctx, owner); err != nil {
				return err
			}
			users[owner] = u
		}
		name := a.Pigeon.Ring
		if a.Pigeon.Name != "" {
			name = a.Pigeon.Name + " (" + a.Pigeon.Ring + ")"
		}
		err := n.SendMail(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "pigeon_home",
			UserID: u.ID, Kind: core.NoticePigeonHome, Key: fmt.Sprintf("pigeon_home:%d:%d", b.flight.ID, id),
			Data: map[string]any{"FirstName": u.FirstName, "Pigeon": name, "Flight": b.flight.Name, "Loft": loft.Name,
				"Time": core.LoftClock{At: time.UnixMilli(a.ArrivedMs), Loc: loft.Location(), Layout: "15:04:05"},
				"Link": fmt.Sprintf("%s/flights/%d", n.cfg.PublicURL, b.flight.ID)}})
		if err != nil {
			slog.ErrorContext(ctx, "pigeon-home notice", "pigeon", id, "err", err)
		}
	}
	return nil
}
