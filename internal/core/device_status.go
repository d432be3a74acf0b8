package core

import (
	"time"
)

// DeviceOnlineWindow is how recent a device's last contact (heartbeat or
// arrival batch) must be for it to count as online: a clock reports about
// every 30 seconds, so this allows a few lost reports before staff see it
// offline.
const DeviceOnlineWindow = 2 * time.Minute

// DeviceStatus is a device with its last heartbeat and last arrival batch,
// for the loft's monitoring screen.
type DeviceStatus struct {
	Device    *Device
	Heartbeat *Heartbeat    // the latest; nil when it never sent one
	Batch     *ArrivalBatch // the latest; nil when it never sent one
}

// LastSeen is the time of the device's last contact; zero when none.
func (d *DeviceStatus) LastSeen() time.Time {
	var t time.Time
	if d.Heartbeat != nil {
		t = d.Heartbeat.CreatedAt
	}
	if d.Batch != nil && d.Batch.CreatedAt.After(t) {
		t = d.Batch.CreatedAt
	}
	return t
}

// Online reports a contact within DeviceOnlineWindow before now.
func (d *DeviceStatus) Online(now time.Time) bool {
	seen := d.LastSeen()
	return !seen.IsZero() && now.Sub(seen) <= DeviceOnlineWindow
}
