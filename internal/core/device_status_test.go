package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestDeviceStatusOnline(t *testing.T) {
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	hb := func(ago time.Duration) *core.Heartbeat { return &core.Heartbeat{CreatedAt: now.Add(-ago)} }
	batch := func(ago time.Duration) *core.ArrivalBatch { return &core.ArrivalBatch{CreatedAt: now.Add(-ago)} }
	for _, tt := range []struct {
		name string
		st   core.DeviceStatus
		want bool
		seen time.Time
	}{
		{"OKHeartbeat", core.DeviceStatus{Heartbeat: hb(30 * time.Second)}, true, now.Add(-30 * time.Second)},
		{"OKAtTheWindow", core.DeviceStatus{Heartbeat: hb(core.DeviceOnlineWindow)}, true, now.Add(-core.DeviceOnlineWindow)},
		{"OKBatchNewerThanHeartbeat", core.DeviceStatus{Heartbeat: hb(time.Hour), Batch: batch(time.Second)}, true, now.Add(-time.Second)},
		{"ErrNeverSeen", core.DeviceStatus{}, false, time.Time{}},
		{"ErrHeartbeatTooOld", core.DeviceStatus{Heartbeat: hb(core.DeviceOnlineWindow + time.Second), Batch: batch(time.Hour)}, false, now.Add(-core.DeviceOnlineWindow - time.Second)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.st.Online(now); got != tt.want {
				t.Errorf("online: got %v, want %v", got, tt.want)
			}
			if got := tt.st.LastSeen(); !got.Equal(tt.seen) {
				t.Errorf("last seen: got %v, want %v", got, tt.seen)
			}
		})
	}
}
