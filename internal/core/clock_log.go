package core

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ClockLogEntry is one batch of a flight's sealed clock log: the raw reads
// as the device sent them, where and when they came in, and the hash that
// chains it to the entry before. The log is append-only; changing, adding
// or removing any read changes every hash from there on, so the final hash
// published at closing proves the whole log.
type ClockLogEntry struct {
	FlightID   int64          `json:"flight_id"`
	Seq        int64          `json:"seq"` // 1, 2, … per flight
	DeviceID   int64          `json:"device_id"`
	BatchSeq   int64          `json:"batch_seq"`   // the device's own number for the batch
	ReceivedMs int64          `json:"received_ms"` // Unix ms, when the server stored it
	Reads      []ClockLogRead `json:"reads"`
	Prev       string         `json:"prev"` // the entry before's hash; "" for the first
	Hash       string         `json:"hash"`
	// Revision is the flight revision the entry's batch made: stored to
	// find a revision's arrivals, not part of the published log.
	Revision int64  `json:"-"`
	content  string // contentDigest, computed ahead by Prepare
	reads    []byte // Reads as JSON, encoded ahead by Prepare
}

// ClockLogRead is one raw read in the log.
type ClockLogRead struct {
	ChipID    string `json:"chip_id"`
	AntennaID string `json:"antenna_id"`
	ReadMs    int64  `json:"read_ms"`
}

// ClockLogReads are reads as the log keeps them, in the order sent.
func ClockLogReads(reads []ChipRead) []ClockLogRead {
	out := make([]ClockLogRead, len(reads))
	for i, r := range reads {
		out[i] = ClockLogRead(r)
	}
	return out
}

// Seal numbers the entry after head, links it to head's hash and sets its
// own hash.
func (e *ClockLogEntry) Seal(head ClockLogHead) {
	e.Seq, e.Prev = head.Seq+1, head.Hash
	e.Hash = e.digest()
}

// Prepare digests the entry's contents and encodes its reads ahead of
// sealing and storing, so that the work done while the flight's row (and,
// on SQLite, the writer's lock) is held is hashing two short strings.
func (e *ClockLogEntry) Prepare() {
	e.content = e.contentDigest()
	e.reads = e.encodeReads()
}

// StoredReads is the entry's reads as the store keeps them, as Prepare
// encoded them: a JSON array of [chip_id, antenna_id, read_ms] arrays. The
// log is most of what an arrival batch writes, and arrays take half the
// bytes of objects.
func (e *ClockLogEntry) StoredReads() []byte {
	if e.reads == nil {
		return e.encodeReads()
	}
	return e.reads
}

func (e *ClockLogEntry) encodeReads() []byte {
	b := make([]byte, 0, 2+len(e.Reads)*40)
	b = append(b, '[')
	for i, r := range e.Reads {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendJSONString(append(b, '['), r.ChipID)
		b = AppendJSONString(append(b, ','), r.AntennaID)
		b = append(strconv.AppendInt(append(b, ','), r.ReadMs, 10), ']')
	}
	return append(b, ']')
}

// ParseStoredReads reads what StoredReads wrote, or the array of objects
// the store kept before.
func ParseStoredReads(data []byte) ([]ClockLogRead, error) {
	var reads []ClockLogRead
	if bytes.HasPrefix(data, []byte("[{")) {
		return reads, json.Unmarshal(data, &reads)
	}
	var rows [][]json.RawMessage
	if err := json.Unmarshal(data, &rows); err != nil {
		return nil, err
	}
	reads = make([]ClockLogRead, len(rows))
	for i, row := range rows {
		if len(row) != 3 {
			return nil, fmt.Errorf("clock log: read %d has %d fields, want 3", i, len(row))
		}
		r := &reads[i]
		for k, dst := range []any{&r.ChipID, &r.AntennaID, &r.ReadMs} {
			if err := json.Unmarshal(row[k], dst); err != nil {
				return nil, fmt.Errorf("clock log: read %d: %w", i, err)
			}
		}
	}
	return reads, nil
}

// contentDigest is SHA-256 over what the device sent and where and when it
// came in, as canonical JSON (fields in this order, reads as sent).
func (e *ClockLogEntry) contentDigest() string {
	reads := e.Reads
	if reads == nil {
		reads = []ClockLogRead{}
	}
	b, _ := json.Marshal(struct {
		FlightID   int64          `json:"flight_id"`
		DeviceID   int64          `json:"device_id"`
		BatchSeq   int64          `json:"batch_seq"`
		ReceivedMs int64          `json:"received_ms"`
		Reads      []ClockLogRead `json:"reads"`
	}{e.FlightID, e.DeviceID, e.BatchSeq, e.ReceivedMs, reads})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// digest chains the entry: SHA-256 of the hash before, its number and its
// contents' digest.
func (e *ClockLogEntry) digest() string {
	content := e.content
	if content == "" {
		content = e.contentDigest()
	}
	sum := sha256.Sum256(fmt.Appendf(nil, "%s\n%d\n%s", e.Prev, e.Seq, content))
	return hex.EncodeToString(sum[:])
}

// ClockLogHead is a flight's last log entry: its number and hash (0 and
// "" before the first).
type ClockLogHead struct {
	Seq  int64
	Hash string
}

// LoggedHead is the head of a flight's clock log as a batch left it at
// Revision: every entry bumps the flight's revision in its transaction, so
// while the revision is still Revision, Head is the head.
type LoggedHead struct {
	Revision int64
	Head     ClockLogHead
}

// ClockLogStore keeps the sealed clock logs.
type ClockLogStore interface {
	// CreateClockLogEntry stores a sealed entry; it runs in the batch's
	// transaction after NextLiveRevision, whose head it was sealed after.
	CreateClockLogEntry(ctx context.Context, e *ClockLogEntry) error
	// FindClockLog returns a flight's entries in order.
	FindClockLog(ctx context.Context, flightID int64) ([]*ClockLogEntry, error)
}

// WriteClockLog writes entries as JSON lines, the log's download format.
func WriteClockLog(w io.Writer, entries []*ClockLogEntry) error {
	enc := json.NewEncoder(w)
	for _, e := range entries {
		if e.Reads == nil {
			e.Reads = []ClockLogRead{}
		}
		if err := enc.Encode(e); err != nil {
			return err
		}
	}
	return nil
}

// ClockLogProof is what verifying a clock log found.
type ClockLogProof struct {
	FlightID  int64
	Entries   int
	Reads     int
	FinalHash string
}

// VerifyClockLog reads a log in the download format and checks that every
// entry's hash matches its contents and that each one links to the entry
// before, numbered 1, 2, … for one flight. The final hash it returns must
// match the one published at closing: a log rewritten from some entry on
// verifies in itself but ends in another hash.
func VerifyClockLog(r io.Reader) (*ClockLogProof, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	p := &ClockLogProof{}
	prev := ""
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var e ClockLogEntry
		dec := json.NewDecoder(strings.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, fmt.Errorf("line %d: not a clock log entry: %w", line, err)
		}
		switch {
		case p.Entries == 0:
			p.FlightID = e.FlightID
		case e.FlightID != p.FlightID:
			return nil, fmt.Errorf("line %d: entry of flight %d in the log of flight %d", line, e.FlightID, p.FlightID)
		}
		if e.Seq != int64(p.Entries)+1 {
			return nil, fmt.Errorf("line %d: entry %d where entry %d belongs: an entry was removed or added", line, e.Seq, p.Entries+1)
		}
		if e.Prev != prev {
			return nil, fmt.Errorf("line %d: entry %d does not link to the entry before", line, e.Seq)
		}
		if e.digest() != e.Hash {
			return nil, fmt.Errorf("line %d: entry %d was changed: its hash does not match its reads", line, e.Seq)
		}
		prev = e.Hash
		p.Entries++
		p.Reads += len(e.Reads)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if p.Entries == 0 {
		return nil, fmt.Errorf("the log has no entries")
	}
	p.FinalHash = prev
	return p, nil
}
