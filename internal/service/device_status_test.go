package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestFindDeviceStatuses(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		db.SetClock(func() time.Time { return fixedNow }) // batches are stamped by the store
		r := newRace(t, db)                               // a clock of the loft, and a released flight
		ctx := context.Background()
		m := r.as(r.merchant)
		_, err := r.svc.Devices.CreateDevice(m, &core.Device{LoftID: r.loft.ID, Kind: core.DevicePC, Name: "Loft PC"})
		must(t, err)
		signal, volt := -61, 12.4
		must(t, r.svc.Devices.RecordHeartbeat(ctx, r.key, &core.Heartbeat{Settings: `{"antennas":2}`, Signal: &signal, Voltage: &volt, Firmware: "3.1"}))
		_, err = r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 41, FlightID: r.flight.ID,
			Reads: []core.ChipRead{read("CHIP0", "A1", time.Hour), read("STRAY", "A1", time.Hour)}})
		must(t, err)

		mon, err := r.svc.Devices.FindDeviceStatuses(m, r.loft.ID)
		must(t, err)
		if len(mon.Devices) != 2 || !mon.At.Equal(fixedNow) {
			t.Fatalf("got %d devices at %v", len(mon.Devices), mon.At)
		}
		clock, pc := mon.Devices[0], mon.Devices[1]
		if clock.Device.Name != "Clock" || clock.Heartbeat == nil || *clock.Heartbeat.Signal != -61 || clock.Heartbeat.Settings != `{"antennas":2}` ||
			clock.Heartbeat.Firmware != "3.1" || clock.Batch == nil || clock.Batch.Seq != 41 || clock.Batch.Arrivals != 1 || clock.Batch.Unmatched != 1 ||
			!clock.Online(mon.At) {
			t.Fatalf("clock: got %+v %+v %+v", clock.Device, clock.Heartbeat, clock.Batch)
		}
		if pc.Device.Name != "Loft PC" || pc.Heartbeat != nil || pc.Batch != nil || pc.Online(mon.At) {
			t.Fatalf("pc: got %+v, want never seen and offline", pc)
		}

		// three minutes later, without a word from the clock, it is offline
		later := service.New(service.Deps{Store: db, Clock: func() time.Time { return fixedNow.Add(core.DeviceOnlineWindow + time.Minute) }})
		mon, err = later.Devices.FindDeviceStatuses(m, r.loft.ID)
		must(t, err)
		if mon.Devices[0].Online(mon.At) {
			t.Fatalf("clock %v after its last contact: got online", mon.At.Sub(mon.Devices[0].LastSeen()))
		}

		_, err = r.svc.Devices.FindDeviceStatuses(context.Background(), r.loft.ID)
		wantErr(t, err, core.EUNAUTHORIZED, "")
		_, err = r.svc.Devices.FindDeviceStatuses(r.as(r.fancier), r.loft.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = r.svc.Devices.FindDeviceStatuses(core.SystemContext(ctx), 9999)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}
