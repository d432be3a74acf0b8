package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type clockLogRow struct {
	bun.BaseModel `bun:"table:clock_log"`

	FlightID   int64 `bun:",pk"`
	Seq        int64 `bun:",pk"`
	DeviceID   int64
	BatchSeq   int64
	ReceivedMs int64
	Reads      string // core.ClockLogEntry.StoredReads
	Prev       string
	Hash       string
	Revision   int64
}

// CreateClockLogEntry inserts a sealed entry.
func (db *DB) CreateClockLogEntry(ctx context.Context, e *core.ClockLogEntry) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		st, err := db.hot(ctx, `INSERT INTO clock_log (flight_id, seq, device_id, batch_seq, received_ms, reads, prev, hash, revision)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		_, err = st.exec(ctx, e.FlightID, e.Seq, e.DeviceID, e.BatchSeq, e.ReceivedMs, string(e.StoredReads()), e.Prev, e.Hash, e.Revision)
		return err
	})
}

// FindClockLog returns a flight's entries in order.
func (db *DB) FindClockLog(ctx context.Context, flightID int64) ([]*core.ClockLogEntry, error) {
	var rows []clockLogRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("flight_id = ?", flightID).Order("seq").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.ClockLogEntry, len(rows))
	for i, r := range rows {
		e := &core.ClockLogEntry{FlightID: r.FlightID, Seq: r.Seq, DeviceID: r.DeviceID, BatchSeq: r.BatchSeq, ReceivedMs: r.ReceivedMs,
			Prev: r.Prev, Hash: r.Hash}
		var err error
		if e.Reads, err = core.ParseStoredReads([]byte(r.Reads)); err != nil {
			return nil, err
		}
		out[i] = e
	}
	return out, nil
}
