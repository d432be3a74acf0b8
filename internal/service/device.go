package service

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"sort"
	"sync"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Devices are the use cases of a loft's clocks, antennas and PCs: their
// keys, heartbeats and arrival batches. Batches feed the results area's
// racing cache.
type Devices struct {
	*base
	store   devicesStore
	results *Results
	keys    deviceKeys
	// stored hears of each batch's new arrivals after commit (the
	// notifier's "your pigeon is home", once Notifications.Start ran).
	stored func(*core.Flight, []*core.Arrival)
}

// MaxReadsPerBatch bounds one arrival batch; a clock sends more in several.
const MaxReadsPerBatch = 5000

// maxReadMs is the last millisecond of core.MaxDate: a read after it is a
// broken clock, and would break what shows its time.
var maxReadMs = core.MaxDate.AddDays(1).UnixMilli() - 1

// CreateDevice registers a clock, antenna or PC of a loft (its merchants) and
// returns its key; only the key's hash is kept, so it is shown once.
func (s *Devices) CreateDevice(ctx context.Context, d *core.Device) (key string, err error) {
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
func (s *Devices) FindDevices(ctx context.Context, loftID int64) ([]*core.Device, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	return s.store.FindDevices(ctx, loftID)
}

// DeviceKeyTTL is how long an instance trusts a device key it has checked
// without asking the database again: at a hot spot a clock sends batches
// every second or so.
const DeviceKeyTTL = 10 * time.Second

// AuthDevice returns the device that owns key; EUNAUTHORIZED otherwise.
func (s *Devices) AuthDevice(ctx context.Context, key string) (*core.Device, error) {
	if key == "" {
		return nil, core.Errorf(core.EUNAUTHORIZED, "A device key is required.")
	}
	hash := core.HashDeviceKey(key)
	if d := s.keys.get(hash); d != nil {
		return d, nil
	}
	d, err := s.store.FindDeviceByKeyHash(ctx, hash)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return nil, core.Errorf(core.EUNAUTHORIZED, "Unknown device key.")
	} else if err != nil {
		return nil, err
	}
	s.keys.put(hash, d)
	return d, nil
}

// deviceKeys are the devices whose keys this instance checked recently, by
// key hash.
type deviceKeys struct {
	mu sync.Mutex
	m  map[string]checkedDevice
}

// get returns the device of a key hash checked within DeviceKeyTTL.
func (k *deviceKeys) get(hash string) *core.Device {
	k.mu.Lock()
	defer k.mu.Unlock()
	if e, ok := k.m[hash]; ok && time.Since(e.checkedAt) < DeviceKeyTTL {
		return e.dev
	}
	return nil
}

func (k *deviceKeys) put(hash string, d *core.Device) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.m == nil {
		k.m = map[string]checkedDevice{}
	}
	for h, e := range k.m { // drop keys not used for a while
		if time.Since(e.checkedAt) >= DeviceKeyTTL {
			delete(k.m, h)
		}
	}
	k.m[hash] = checkedDevice{d, time.Now()}
}

// checkedDevice is a device whose key was found at checkedAt.
type checkedDevice struct {
	dev       *core.Device
	checkedAt time.Time
}

// RecordHeartbeat stores a device's telemetry; settings must be a JSON object.
func (s *Devices) RecordHeartbeat(ctx context.Context, key string, h *core.Heartbeat) error {
	if h.Settings != "" {
		var obj map[string]any
		if err := json.Unmarshal([]byte(h.Settings), &obj); err != nil {
			return core.Invalid("settings", "The settings must be a JSON object.")
		}
	}
	if err := h.Validate(); err != nil {
		return err
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

// IngestArrivals stores one batch of chip reads from the device with key:
// the first read of each basketed pigeon is its arrival (however many
// antennas read it, and across batches the earliest wins); other reads are
// kept as unmatched. A batch is known by the device and its sequence number:
// sent again, it changes nothing and gets the same answer. Live viewers get
// the new arrivals after commit.
//
// Clocks send hundreds of batches a minute at a hot spot, so a batch costs
// only its writes: the device, the flight and its basket come from memory,
// the batch row goes in first (its unique key recognizes a resent batch),
// and the revision bump at the end also checks that the flight is still
// released.
func (s *Devices) IngestArrivals(ctx context.Context, key string, in BatchInput) (*core.ArrivalBatch, error) {
	if err := validateBatch(in); err != nil {
		return nil, err
	}
	dev, err := s.AuthDevice(ctx, key)
	if err != nil {
		return nil, err
	}
	lf, err := s.results.liveFlight(ctx, dev.LoftID, in.FlightID)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return s.unplacedBatch(ctx, dev, in)
	} else if err != nil {
		return nil, err
	}
	flight := *lf.flight // this batch's copy, for its revision
	defer s.results.beginBatch(ctx, flight.ID)()
	if s.results.cache.latest(flight.ID) == nil {
		// with the results in the cache, each batch brings them up to date
		// instead of reloading them after commit
		if _, err := s.results.FindFlightResults(ctx, flight.ID); err != nil {
			return nil, err
		}
	}
	arrivals, unmatched := sortReads(&flight, lf.byChip, in.Reads, s.now().Add(core.MaxClockAhead).UnixMilli())
	batch := &core.ArrivalBatch{DeviceID: dev.ID, Seq: in.Seq, FlightID: flight.ID, Reads: len(in.Reads),
		Arrivals: len(arrivals), Unmatched: len(unmatched), Digest: core.ReadsDigest(in.Reads)}
	entry := &core.ClockLogEntry{FlightID: flight.ID, DeviceID: dev.ID, BatchSeq: in.Seq, ReceivedMs: s.now().UnixMilli(),
		Reads: core.ClockLogReads(in.Reads)}
	entry.Prepare() // the reads' digest, before the flight's row is locked
	var changed []*core.Arrival
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateArrivalBatch(ctx, batch); err != nil {
			return err
		}
		for _, a := range arrivals {
			a.BatchID = batch.ID
		}
		for _, u := range unmatched {
			u.BatchID = batch.ID
		}
		if changed, err = s.store.SaveArrivals(ctx, arrivals); err != nil {
			return err
		}
		if err := s.store.CreateUnmatchedReads(ctx, unmatched); err != nil {
			return err
		}
		if len(changed) != batch.Arrivals { // some pigeons had an earlier read already
			batch.Arrivals = len(changed)
			if err := s.store.UpdateArrivalBatchCounts(ctx, batch); err != nil {
				return err
			}
		}
		var head core.ClockLogHead
		flight.Revision, head, err = s.store.NextLiveRevision(ctx, flight.ID, s.results.cache.loggedHead(flight.ID))
		if core.ErrorCode(err) == core.ENOTFOUND {
			return errFlightClosed
		} else if err != nil {
			return err
		}
		// the revision's row lock orders the flight's log entries until commit
		entry.Seal(head)
		entry.Revision = flight.Revision
		return s.store.CreateClockLogEntry(ctx, entry)
	})
	switch {
	case core.ErrorCode(err) == core.ECONFLICT: // sent before, or racing in from another request
		return s.sentBefore(ctx, dev, in)
	case errors.Is(err, errFlightClosed): // since the flight was loaded
		s.results.forget(flight.ID)
		return s.unplacedBatch(ctx, dev, in)
	case err != nil:
		return nil, err
	}
	s.results.cache.logged(flight.ID, core.LoggedHead{Revision: flight.Revision, Head: core.ClockLogHead{Seq: entry.Seq, Hash: entry.Hash}})
	s.results.arrivedAt(ctx, &flight, changed)
	if s.stored != nil && len(changed) > 0 {
		s.stored(&flight, changed)
	}
	if res := s.results.cache.latest(flight.ID); res != nil && len(changed) > 0 && flight.State == core.FlightReleased {
		// The results this batch (or a later one) just brought up to date:
		// reading the flight's revision again could find a batch that
		// committed meanwhile and reload them all. The batch is stored
		// either way; the close-races job retries a closing that failed
		// here, or that a cache dropped meanwhile skipped.
		_, _ = s.results.closeIfDue(ctx, res)
	}
	return batch, nil
}

// sentBefore answers a batch whose sequence number the device used before:
// the stored answer when it is the same batch sent again (its answer was
// lost), 409 when the number was reused for other reads, which would be
// dropped silently otherwise; ENOTFOUND when the number is new.
func (s *Devices) sentBefore(ctx context.Context, dev *core.Device, in BatchInput) (*core.ArrivalBatch, error) {
	b, err := s.store.FindArrivalBatch(ctx, dev.ID, in.Seq)
	if err != nil {
		return nil, err
	}
	if !b.SameBatch(core.ReadsDigest(in.Reads)) {
		return nil, core.Errorf(core.ECONFLICT, core.MsgBatchReused, in.Seq)
	}
	return b, nil
}

// errFlightClosed rolls back a batch whose flight is no longer released.
var errFlightClosed = errors.New("flight closed")

// unplacedBatch answers a batch for which the device's loft has no released
// flight: the stored answer when the batch came before (the flight has
// finished since), otherwise why it cannot be placed.
func (s *Devices) unplacedBatch(ctx context.Context, dev *core.Device, in BatchInput) (*core.ArrivalBatch, error) {
	if b, err := s.sentBefore(ctx, dev, in); core.ErrorCode(err) != core.ENOTFOUND {
		return b, err
	}
	if _, err := s.batchFlight(ctx, dev, in.FlightID); err != nil {
		return nil, err
	}
	// released in the meantime
	return nil, core.Errorf(core.ECONFLICT, "The flight changed while the batch came in; send it again.")
}

func validateBatch(in BatchInput) error {
	f := core.FieldErrors{}
	if in.Seq < 1 {
		f.Add("seq", "The sequence number must be at least 1.")
	}
	if in.FlightID < 0 {
		f.Add("flight_id", "The flight id cannot be negative.")
	}
	if len(in.Reads) > MaxReadsPerBatch {
		f.Add("reads", "A batch may hold at most 5000 reads.")
	}
	for _, r := range in.Reads {
		if r.ChipID == "" || len(r.ChipID) > 64 || len(r.AntennaID) > 64 {
			f.Add("reads", "Every read needs a chip id of at most 64 characters.")
			break
		}
		if r.ReadMs <= 0 || r.ReadMs > maxReadMs {
			f.Add("reads", "Every read needs its time in milliseconds since 1970, before the year 2201.")
			break
		}
	}
	return f.Err()
}

// batchFlight is the flight a batch goes to: the named one, or the loft's
// released flight with the latest release time.
func (s *Devices) batchFlight(ctx context.Context, dev *core.Device, flightID int64) (*core.Flight, error) {
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

// sortReads turns a batch's reads into arrivals (with their pigeons) and
// unmatched reads, using the flight's basket by chip id. The arrivals are
// sorted by pigeon: one order for every writer keeps concurrent batches from
// deadlocking.
func sortReads(f *core.Flight, basket map[string]*core.Pigeon, reads []core.ChipRead, latestMs int64) ([]*core.Arrival, []*core.UnmatchedRead) {
	release := f.ReleaseTime.UnixMilli()
	var (
		arrivals  []*core.Arrival
		unmatched []*core.UnmatchedRead
	)
	for _, r := range core.FirstReads(reads) {
		p, ok := basket[r.ChipID]
		switch {
		case !ok:
			unmatched = append(unmatched, &core.UnmatchedRead{FlightID: f.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: core.UnmatchedNotBasketed})
		case r.ReadMs < release:
			unmatched = append(unmatched, &core.UnmatchedRead{FlightID: f.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: core.UnmatchedBeforeRelease})
		case r.ReadMs > latestMs:
			unmatched = append(unmatched, &core.UnmatchedRead{FlightID: f.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: core.UnmatchedInFuture})
		default:
			arrivals = append(arrivals, &core.Arrival{FlightID: f.ID, PigeonID: p.ID, ChipID: r.ChipID, AntennaID: r.AntennaID, ArrivedMs: r.ReadMs, Pigeon: p})
		}
	}
	sort.Slice(arrivals, func(i, j int) bool { return arrivals[i].PigeonID < arrivals[j].PigeonID })
	return arrivals, unmatched
}

// DeviceBasket returns a released flight of the device's loft (the named one,
// or the latest) and the chip ids of its basket, so a clock knows which
// birds to expect.
func (s *Devices) DeviceBasket(ctx context.Context, key string, flightID int64) (*core.Flight, []string, error) {
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
