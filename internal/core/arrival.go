package core

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ChipRead is one read of a chip ring by an antenna, as a device sends it.
type ChipRead struct {
	ChipID    string
	AntennaID string
	ReadMs    int64 // Unix time in milliseconds
}

// ArrivalBatch is one batch of reads from a device. A device numbers its
// batches; the pair (device, sequence) makes a resent batch recognizable.
type ArrivalBatch struct {
	ID        int64
	DeviceID  int64
	Seq       int64
	FlightID  int64
	Reads     int    // reads in the batch
	Arrivals  int    // new arrivals (or earlier times) it gave
	Unmatched int    // reads kept as unmatched
	Digest    string // of the reads (ReadsDigest): a resend must carry the same
	CreatedAt time.Time
}

// MsgBatchReused refuses a sequence number sent before with other reads.
const MsgBatchReused = "Batch %d was sent before with other reads: send new reads with the next sequence number."

// ReadsDigest identifies a batch's reads whatever their order, so that a
// resent batch is known from a new one that reuses its sequence number.
func ReadsDigest(reads []ChipRead) string {
	lines := make([]string, len(reads))
	for i, r := range reads {
		lines[i] = r.ChipID + "\x1f" + r.AntennaID + "\x1f" + strconv.FormatInt(r.ReadMs, 10)
	}
	sort.Strings(lines)
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(sum[:])
}

// SameBatch reports whether a stored batch is the one sent again (a batch
// stored before digests were kept matches anything).
func (b *ArrivalBatch) SameBatch(digest string) bool { return b.Digest == "" || b.Digest == digest }

// Arrival is a pigeon's arrival in a flight: its first read.
type Arrival struct {
	ID        int64
	FlightID  int64
	PigeonID  int64
	BatchID   int64
	ChipID    string
	AntennaID string
	ArrivedMs int64

	Pigeon *Pigeon // with team, for results
}

// Unmatched reasons.
const (
	UnmatchedNotBasketed   = "not_basketed"   // unknown chip or a bird not in the basket
	UnmatchedBeforeRelease = "before_release" // read before the release time
	UnmatchedInFuture      = "in_future"      // read later than the server's clock allows: a clock set wrong
)

// MaxClockAhead is how far a clock's reads may run ahead of the server's
// time (clocks drift); a later read is kept as unmatched, never ranked.
const MaxClockAhead = 5 * time.Minute

// UnmatchedRead is a read that gave no arrival; it is kept, not lost.
type UnmatchedRead struct {
	ID        int64
	FlightID  int64
	BatchID   int64
	ChipID    string
	AntennaID string
	ReadMs    int64
	Reason    string
}

// FirstReads keeps the earliest read of every chip in reads (one arrival per
// pigeon however many antennas read it), in the order chips first appear.
func FirstReads(reads []ChipRead) []ChipRead {
	idx := make(map[string]int, len(reads))
	out := make([]ChipRead, 0, len(reads))
	for _, r := range reads {
		if i, ok := idx[r.ChipID]; ok {
			if r.ReadMs < out[i].ReadMs {
				out[i] = r
			}
			continue
		}
		idx[r.ChipID] = len(out)
		out = append(out, r)
	}
	return out
}

// ArrivalStore persists arrival batches, arrivals and unmatched reads.
type ArrivalStore interface {
	// FindArrivalBatch returns ENOTFOUND when the device never sent seq.
	FindArrivalBatch(ctx context.Context, deviceID, seq int64) (*ArrivalBatch, error)
	// CreateArrivalBatch returns ECONFLICT when the device sent seq already.
	CreateArrivalBatch(ctx context.Context, b *ArrivalBatch) error
	// UpdateArrivalBatchCounts stores the counts of an ingested batch.
	UpdateArrivalBatchCounts(ctx context.Context, b *ArrivalBatch) error
	// FindBasketPigeons returns the basketed pigeons of a flight with their
	// teams, for matching chip reads.
	FindBasketPigeons(ctx context.Context, flightID int64) ([]*Pigeon, error)
	// FindLiveFlight returns the released flight of a loft that arrivals go
	// to: flightID, or the latest released one when it is 0; ENOTFOUND when
	// there is none. The flight comes without its season.
	FindLiveFlight(ctx context.Context, loftID, flightID int64) (*Flight, error)
	// NextLiveRevision increases the revision of a released flight and
	// returns it with the head of its clock log, read after the row lock it
	// takes, which orders the flight's log entries; ENOTFOUND when the
	// flight is not released. When the revision follows known's, nothing
	// was written since the batch that left known, and its head is returned
	// without reading it.
	NextLiveRevision(ctx context.Context, flightID int64, known LoggedHead) (int64, ClockLogHead, error)
	// SaveArrivals inserts arrivals; for a pigeon that has one already the
	// earlier read wins. It returns the arrivals that were new or earlier.
	SaveArrivals(ctx context.Context, as []*Arrival) ([]*Arrival, error)
	CreateUnmatchedReads(ctx context.Context, rs []*UnmatchedRead) error
	// FindArrivals lists a flight's arrivals (of pigeonIDs, or all when nil)
	// by time with pigeons and teams.
	FindArrivals(ctx context.Context, flightID int64, pigeonIDs []int64) ([]*Arrival, error)
	// FindFirstArrivals returns a flight's first n arrivals in that order
	// (all when it has fewer), with every other arrival home at the same
	// instant as the last of them, and counts the flight's arrivals.
	FindFirstArrivals(ctx context.Context, flightID int64, n int) ([]*Arrival, int, error)
	// FindArrivalsOfRevisions returns the arrivals of the flight's batches
	// of revisions after..upto, by revision (every batch's revision a key).
	FindArrivalsOfRevisions(ctx context.Context, flightID, after, upto int64) (map[int64][]*Arrival, error)
	FindUnmatchedReads(ctx context.Context, flightID int64) ([]*UnmatchedRead, error)
	// DeleteUnmatchedReads removes reads that became arrivals.
	DeleteUnmatchedReads(ctx context.Context, ids []int64) error
}

// EarlyReadsNowArrivals picks, after a release moved earlier to releaseMs,
// the reads refused as "before release" that now come after it, as arrivals
// of the basketed pigeons (by chip); it returns them and the reads they
// replace.
func EarlyReadsNowArrivals(reads []*UnmatchedRead, basket map[string]*Pigeon, releaseMs int64) ([]*Arrival, []int64) {
	var (
		arrivals []*Arrival
		ids      []int64
	)
	for _, r := range reads {
		p := basket[r.ChipID]
		if r.Reason != UnmatchedBeforeRelease || r.ReadMs < releaseMs || p == nil {
			continue
		}
		arrivals = append(arrivals, &Arrival{FlightID: r.FlightID, PigeonID: p.ID, BatchID: r.BatchID, ChipID: r.ChipID,
			AntennaID: r.AntennaID, ArrivedMs: r.ReadMs, Pigeon: p})
		ids = append(ids, r.ID)
	}
	return arrivals, ids
}

// FlightEvent is what viewers of a flight's live channel receive: the
// arrivals of one or more batches, ranked at the time of publishing.
type FlightEvent struct {
	FlightID int64       `json:"flight_id"`
	Revision int64       `json:"revision"`
	State    FlightState `json:"state,omitempty"` // set when the state changed
	// More marks a part of a burst sent as several messages: the parts
	// after it carry the same revision, so a viewer applies it without
	// taking the revision as complete yet.
	More bool `json:"more,omitempty"`
	// Arrived is how many birds of the flight are home at Revision (0:
	// not told): a viewer holding fewer missed a message (an instance
	// died before it sent what it held, Redis restarted) and catches up
	// from the result pages.
	Arrived  int           `json:"arrived,omitempty"`
	Arrivals []LiveArrival `json:"arrivals"`
}

// LiveArrival is one arrival as a live event carries it.
type LiveArrival struct {
	PigeonID  int64  `json:"pigeon_id"`
	Ring      string `json:"ring"`
	Name      string `json:"pigeon_name"`
	Team      string `json:"team"`
	Fancier   string `json:"fancier"`
	Country   string `json:"country"`
	ArrivedMs int64  `json:"arrived_ms"`
	FlightMs  int64  `json:"flight_ms"`
	Time      string `json:"time"`
	Speed     string `json:"speed"`
	Rank      int    `json:"rank"`
	// Review is "held" for an arrival held for review (rank 0 until staff
	// accept it), "accepted" or "rejected" once they decided; "" for most.
	Review string `json:"review,omitempty"`
}

// Publisher delivers flight events to live viewers. Services call it after
// commit; it must not block for long.
type Publisher interface {
	PublishFlight(ctx context.Context, ev FlightEvent)
}

// FlightChannel is the live channel of a flight; visitors may subscribe to it.
func FlightChannel(flightID int64) string { return fmt.Sprintf("flight:%d", flightID) }
