package service

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Alerts returns what the signed-in user asked to hear about when home.
func (n *Notifications) Alerts(ctx context.Context) (core.PigeonAlerts, error) {
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

// Run tells owners that their birds are home until ctx ends.
func (n *Notifications) Run(ctx context.Context) {
	ctx = core.SystemContext(ctx)
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
				"Time": time.UnixMilli(a.ArrivedMs).In(loft.Location()).Format("15:04:05"),
				"Link": fmt.Sprintf("%s/flights/%d", n.cfg.PublicURL, b.flight.ID)}})
		if err != nil {
			slog.ErrorContext(ctx, "pigeon-home notice", "pigeon", id, "err", err)
		}
	}
	return nil
}

// AnnounceNews tells the followers of a loft about its news once it is
// visible (published, its time reached); each article once.
func (n *Notifications) AnnounceNews(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	news, err := n.store.ClaimNewsToAnnounce(ctx, n.now())
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, a := range news {
		loft, err := n.store.FindLoftByID(ctx, a.LoftID)
		if err != nil {
			return sent, err
		}
		followers, err := n.store.FavoredBy(ctx, a.LoftID)
		if err != nil {
			return sent, err
		}
		for _, id := range followers {
			u, err := n.store.FindUserByID(ctx, id)
			if err != nil {
				continue
			}
			created, err := n.notify(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "news",
				UserID: u.ID, Kind: core.NoticeNews, Key: fmt.Sprintf("news:%d", a.ID),
				Data: map[string]any{"FirstName": u.FirstName, "Loft": loft.Name, "Title": a.Title,
					"Link": fmt.Sprintf("%s/lofts/%d/news/%d", n.cfg.PublicURL, a.LoftID, a.ID)}})
			if err != nil {
				slog.ErrorContext(ctx, "news notice", "news", a.ID, "user", id, "err", err)
			}
			if created {
				sent++
			}
		}
	}
	return sent, nil
}

// WarnSilentDevices tells a loft's merchants when one of its devices that
// reported during a released race has been silent for longer than
// core.DeviceOnlineWindow: once per silence (its last contact is the key).
func (n *Notifications) WarnSilentDevices(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	running, err := n.store.FindRunningFlights(ctx, []core.FlightState{core.FlightReleased}, MaxRunningFlights)
	if err != nil {
		return 0, err
	}
	now, sent := n.now(), 0
	for _, rf := range running {
		statuses, err := n.store.FindDeviceStatuses(ctx, rf.LoftID)
		if err != nil {
			return sent, err
		}
		var merchants []*core.User
		for _, d := range statuses {
			seen := d.LastSeen()
			if seen.Before(rf.Flight.ReleaseTime) || d.Online(now) {
				continue // not part of this race, or still reporting
			}
			if merchants == nil {
				if merchants, err = n.loftMerchants(ctx, rf.LoftID); err != nil {
					return sent, err
				}
			}
			for _, u := range merchants {
				created, err := n.notify(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "device_silent",
					UserID: u.ID, Kind: core.NoticeDeviceSilent, Key: fmt.Sprintf("device_silent:%d:%d:%d", rf.Flight.ID, d.Device.ID, seen.Unix()),
					Data: map[string]any{"FirstName": u.FirstName, "Device": d.Device.Name, "Flight": rf.Flight.Name, "Loft": rf.LoftName,
						"Minutes": int(now.Sub(seen).Minutes()), "Link": fmt.Sprintf("%s/overview/%d?tab=devices", n.cfg.PublicURL, rf.LoftID)}})
				if err != nil {
					slog.ErrorContext(ctx, "device-silent notice", "device", d.Device.ID, "user", u.ID, "err", err)
				}
				if created {
					sent++
				}
			}
		}
	}
	return sent, nil
}

// loftMerchants are the users with an active merchant permission on a loft.
func (n *Notifications) loftMerchants(ctx context.Context, loftID int64) ([]*core.User, error) {
	users, _, err := n.store.FindUsers(ctx, core.UserFilter{LoftID: &loftID, Role: core.UserRoleMerchant, Limit: 100})
	if err != nil {
		return nil, err
	}
	out := users[:0]
	for _, u := range users {
		if u.IsMerchantOf(loftID) {
			out = append(out, u)
		}
	}
	return out, nil
}
