package service

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"sort"

	"github.com/oneloft/oneloft/internal/core"
)

// MaxReadsPerBatch bounds one arrival batch; a clock sends more in several.
const MaxReadsPerBatch = 5000

// CreateDevice registers a clock, antenna or PC of a loft (its merchants) and
// returns its key; only the key's hash is kept, so it is shown once.
func (s *Service) CreateDevice(ctx context.Context, d *core.Device) (key string, err error) {
	if err := d.Validate(); err != nil {
		return "", err
	}
	if err := requireMerchant(ctx, d.LoftID); err != nil {
		return "", err
	}
	b := make([]byte, 24)
	rand.Read(b)
	key = "dk_" + base64.RawURLEncoding.EncodeToString(b)
	d.KeyHash = core.HashDeviceKey(key)
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, d.LoftID); err != nil {
			return err
		}
		return s.store.CreateDevice(ctx, d)
	})
	return key, err
}

// FindDevices lists a loft's devices (its staff).
func (s *Service) FindDevices(ctx context.Context, loftID int64) ([]*core.Device, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	return s.store.FindDevices(ctx, loftID)
}

// AuthDevice returns the device that owns key; EUNAUTHORIZED otherwise.
func (s *Service) AuthDevice(ctx context.Context, key string) (*core.Device, error) {
	if key == "" {
		return nil, core.Errorf(core.EUNAUTHORIZED, "A device key is required.")
	}
	d, err := s.store.FindDeviceByKeyHash(ctx, core.HashDeviceKey(key))
	if core.ErrorCode(err) == core.ENOTFOUND {
		return nil, core.Errorf(core.EUNAUTHORIZED, "Unknown device key.")
	}
	return d, err
}

// RecordHeartbeat stores a device's telemetry; settings must be a JSON object.
func (s *Service) RecordHeartbeat(ctx context.Context, key string, h *core.Heartbeat) error {
	if h.Settings != "" {
		var obj map[string]any
		if err := json.Unmarshal([]byte(h.Settings), &obj); err != nil {
			return core.Invalid("settings", "The settings must be a JSON object.")
		}
	}
	d, err := s.AuthDevice(ctx, key)
	if err != nil {
		return err
	}
	h.DeviceID, h.CreatedAt = d.ID, s.now()
	return s.store.CreateHeartbeat(ctx, h)
}

// BatchInput is one arrival batch as a device sends it.
type BatchInput struct {
	Seq      int64
	FlightID int64 // 0: the loft's released flight
	Reads    []core.ChipRead
}

// IngestArrivals stores one batch of chip reads from the device with key, in
// one transaction: the first read of each basketed pigeon is its arrival
// (however many antennas read it, and across batches the earliest wins);
// other reads are kept as unmatched. A batch is known by the device and its
// sequence number: sent again, it changes nothing and gets the same answer.
// Live viewers get the new arrivals after commit.
func (s *Service) IngestArrivals(ctx context.Context, key string, in BatchInput) (*core.ArrivalBatch, error) {
	if err := validateBatch(in); err != nil {
		return nil, err
	}
	dev, err := s.AuthDevice(ctx, key)
	if err != nil {
		return nil, err
	}
	var (
		batch   *core.ArrivalBatch
		changed []*core.Arrival
		flight  *core.Flight
		resent  bool
	)
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if b, err := s.store.FindArrivalBatch(ctx, dev.ID, in.Seq); err == nil {
			batch, resent = b, true
			return nil
		} else if core.ErrorCode(err) != core.ENOTFOUND {
			return err
		}
		if flight, err = s.batchFlight(ctx, dev, in.FlightID); err != nil {
			return err
		}
		batch = &core.ArrivalBatch{DeviceID: dev.ID, Seq: in.Seq, FlightID: flight.ID, Reads: len(in.Reads)}
		if err := s.store.CreateArrivalBatch(ctx, batch); err != nil {
			return err
		}
		changed, err = s.saveReads(ctx, flight, batch, in.Reads)
		if err != nil {
			return err
		}
		if err := s.store.UpdateArrivalBatchCounts(ctx, batch); err != nil {
			return err
		}
		if len(changed) == 0 && batch.Unmatched == 0 {
			return nil
		}
		if err := s.store.TouchFlight(ctx, flight.ID); err != nil {
			return err
		}
		flight.Revision, err = s.store.FlightRevision(ctx, flight.ID)
		return err
	})
	if core.ErrorCode(err) == core.ECONFLICT { // the same batch raced in from another request
		return s.store.FindArrivalBatch(ctx, dev.ID, in.Seq)
	}
	if err != nil || resent {
		return batch, err
	}
	if len(changed) > 0 {
		s.arrivedAt(ctx, flight, changed)
	}
	return batch, nil
}

func validateBatch(in BatchInput) error {
	f := core.FieldErrors{}
	if in.Seq < 1 {
		f.Add("seq", "The sequence number must be at least 1.")
	}
	if len(in.Reads) > MaxReadsPerBatch {
		f.Add("reads", "A batch may hold at most 5000 reads.")
	}
	for _, r := range in.Reads {
		if r.ChipID == "" || len(r.ChipID) > 64 || len(r.AntennaID) > 64 {
			f.Add("reads", "Every read needs a chip id of at most 64 characters.")
			break
		}
		if r.ReadMs <= 0 {
			f.Add("reads", "Every read needs its time in milliseconds since 1970.")
			break
		}
	}
	return f.Err()
}

// batchFlight is the flight a batch goes to: the named one, or the loft's
// released flight with the latest release time.
func (s *Service) batchFlight(ctx context.Context, dev *core.Device, flightID int64) (*core.Flight, error) {
	if flightID != 0 {
		f, err := s.store.FindFlightByID(ctx, flightID)
		if core.ErrorCode(err) == core.ENOTFOUND || err == nil && f.Season.LoftID != dev.LoftID {
			return nil, core.Invalid("flight_id", "The flight is not a flight of the device's loft.")
		} else if err != nil {
			return nil, err
		}
		if !f.Live() {
			return nil, core.Invalid("flight_id", "The flight is not released.")
		}
		return f, nil
	}
	released := core.FlightReleased
	fs, _, err := s.store.FindFlights(ctx, core.FlightFilter{LoftID: &dev.LoftID, State: &released, Limit: 1})
	if err != nil {
		return nil, err
	} else if len(fs) == 0 {
		return nil, core.Invalid("flight_id", "No flight of the loft is released.")
	}
	return fs[0], nil
}

// saveReads turns a batch's reads into arrivals and unmatched reads.
func (s *Service) saveReads(ctx context.Context, f *core.Flight, b *core.ArrivalBatch, reads []core.ChipRead) ([]*core.Arrival, error) {
	first := core.FirstReads(reads)
	chips := make([]string, len(first))
	for i, r := range first {
		chips[i] = r.ChipID
	}
	match, err := s.store.MatchChips(ctx, f.ID, chips)
	if err != nil {
		return nil, err
	}
	release := f.ReleaseTime.UnixMilli()
	var (
		arrivals  []*core.Arrival
		unmatched []*core.UnmatchedRead
	)
	for _, r := range first {
		pigeonID, ok := match[r.ChipID]
		switch {
		case !ok:
			unmatched = append(unmatched, &core.UnmatchedRead{FlightID: f.ID, BatchID: b.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: core.UnmatchedNotBasketed})
		case r.ReadMs < release:
			unmatched = append(unmatched, &core.UnmatchedRead{FlightID: f.ID, BatchID: b.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: core.UnmatchedBeforeRelease})
		default:
			arrivals = append(arrivals, &core.Arrival{FlightID: f.ID, PigeonID: pigeonID, BatchID: b.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ArrivedMs: r.ReadMs})
		}
	}
	// one order for every writer keeps concurrent batches from deadlocking
	sort.Slice(arrivals, func(i, j int) bool { return arrivals[i].PigeonID < arrivals[j].PigeonID })
	changed, err := s.store.SaveArrivals(ctx, arrivals)
	if err != nil {
		return nil, err
	}
	if err := s.store.CreateUnmatchedReads(ctx, unmatched); err != nil {
		return nil, err
	}
	b.Arrivals, b.Unmatched = len(changed), len(unmatched)
	return changed, nil
}

// DeviceBasket returns a released flight of the device's loft (the named one,
// or the latest) and the chip ids of its basket, so a clock knows which
// birds to expect.
func (s *Service) DeviceBasket(ctx context.Context, key string, flightID int64) (*core.Flight, []string, error) {
	dev, err := s.AuthDevice(ctx, key)
	if err != nil {
		return nil, nil, err
	}
	f, err := s.batchFlight(ctx, dev, flightID)
	if err != nil {
		return nil, nil, err
	}
	bs, _, err := s.store.FindBasketings(ctx, f.ID, 0, 0)
	if err != nil {
		return nil, nil, err
	}
	chips := make([]string, 0, len(bs))
	for _, b := range bs {
		if b.Pigeon != nil && b.Pigeon.ChipRing != "" {
			chips = append(chips, b.Pigeon.ChipRing)
		}
	}
	return f, chips, nil
}
