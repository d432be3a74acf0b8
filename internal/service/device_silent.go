package service

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/oneloft/oneloft/internal/core"
)

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
