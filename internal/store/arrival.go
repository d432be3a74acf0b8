package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type arrivalBatchRow struct {
	bun.BaseModel `bun:"table:arrival_batches"`

	ID        int64 `bun:",pk,autoincrement"`
	DeviceID  int64
	Seq       int64
	FlightID  int64
	Reads     int
	Arrivals  int
	Unmatched int
	CreatedAt time.Time
}

type arrivalRow struct {
	bun.BaseModel `bun:"table:arrivals,alias:a"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	PigeonID  int64
	BatchID   int64
	ChipID    string
	AntennaID string
	ArrivedMs int64
}

type unmatchedReadRow struct {
	bun.BaseModel `bun:"table:unmatched_reads"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	BatchID   int64
	ChipID    string
	AntennaID string
	ReadMs    int64
	Reason    string
}

// FindArrivalBatch returns the batch a device sent with seq.
func (db *DB) FindArrivalBatch(ctx context.Context, deviceID, seq int64) (*core.ArrivalBatch, error) {
	var r arrivalBatchRow
	if err := db.conn(ctx).NewSelect().Model(&r).Where("device_id = ? AND seq = ?", deviceID, seq).Scan(ctx); err != nil {
		return nil, mapErr(err, "Batch")
	}
	return &core.ArrivalBatch{ID: r.ID, DeviceID: r.DeviceID, Seq: r.Seq, FlightID: r.FlightID, Reads: r.Reads,
		Arrivals: r.Arrivals, Unmatched: r.Unmatched, CreatedAt: r.CreatedAt.UTC()}, nil
}

// CreateArrivalBatch inserts a batch; ECONFLICT when the device sent seq already.
func (db *DB) CreateArrivalBatch(ctx context.Context, b *core.ArrivalBatch) error {
	b.CreatedAt = db.now().UTC().Truncate(time.Microsecond) // as both engines store it
	row := &arrivalBatchRow{DeviceID: b.DeviceID, Seq: b.Seq, FlightID: b.FlightID, Reads: b.Reads,
		Arrivals: b.Arrivals, Unmatched: b.Unmatched, CreatedAt: b.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "flight")
	}
	b.ID = row.ID
	return nil
}

// UpdateArrivalBatchCounts stores the counts of an ingested batch.
func (db *DB) UpdateArrivalBatchCounts(ctx context.Context, b *core.ArrivalBatch) error {
	_, err := db.conn(ctx).NewUpdate().Model((*arrivalBatchRow)(nil)).Set("arrivals = ?", b.Arrivals).
		Set("unmatched = ?", b.Unmatched).Where("id = ?", b.ID).Exec(ctx)
	return err
}

// MatchChips maps chip ids to the basketed pigeons of the flight carrying them.
func (db *DB) MatchChips(ctx context.Context, flightID int64, chips []string) (map[string]int64, error) {
	out := make(map[string]int64, len(chips))
	for start := 0; start < len(chips); start += 500 {
		var rows []struct {
			ID       int64
			ChipRing string
		}
		err := db.conn(ctx).NewSelect().TableExpr("basketings AS b").Join("JOIN pigeons AS p ON p.id = b.pigeon_id").
			ColumnExpr("p.id, p.chip_ring").Where("b.flight_id = ?", flightID).
			Where("p.chip_ring IN (?)", bun.List(chips[start:min(start+500, len(chips))])).Scan(ctx, &rows)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			out[r.ChipRing] = r.ID
		}
	}
	return out, nil
}

// SaveArrivals inserts arrivals in one statement per 500; for a pigeon that
// has arrived already the earlier read wins. It returns the arrivals that
// were new or moved earlier, with their ids.
func (db *DB) SaveArrivals(ctx context.Context, as []*core.Arrival) ([]*core.Arrival, error) {
	var changed []*core.Arrival
	for start := 0; start < len(as); start += 500 {
		part := as[start:min(start+500, len(as))]
		rows := make([]arrivalRow, len(part))
		byPigeon := make(map[int64]*core.Arrival, len(part))
		for i, a := range part {
			rows[i] = arrivalRow{FlightID: a.FlightID, PigeonID: a.PigeonID, BatchID: a.BatchID, ChipID: a.ChipID,
				AntennaID: a.AntennaID, ArrivedMs: a.ArrivedMs}
			byPigeon[a.PigeonID] = a
		}
		var got []struct {
			ID       int64
			PigeonID int64
		}
		err := db.conn(ctx).NewInsert().Model(&rows).
			On("CONFLICT (flight_id, pigeon_id) DO UPDATE").
			Set("batch_id = EXCLUDED.batch_id, chip_id = EXCLUDED.chip_id, antenna_id = EXCLUDED.antenna_id, arrived_ms = EXCLUDED.arrived_ms").
			Where("EXCLUDED.arrived_ms < a.arrived_ms").
			Returning("id, pigeon_id").Scan(ctx, &got)
		if err != nil {
			return nil, mapErr(err, "arrival")
		}
		for _, g := range got {
			a := byPigeon[g.PigeonID]
			a.ID = g.ID
			changed = append(changed, a)
		}
	}
	return changed, nil
}

// CreateUnmatchedReads keeps reads that gave no arrival.
func (db *DB) CreateUnmatchedReads(ctx context.Context, rs []*core.UnmatchedRead) error {
	if len(rs) == 0 {
		return nil
	}
	rows := make([]unmatchedReadRow, len(rs))
	for i, r := range rs {
		rows[i] = unmatchedReadRow{FlightID: r.FlightID, BatchID: r.BatchID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: r.Reason}
	}
	for start := 0; start < len(rows); start += 500 {
		part := rows[start:min(start+500, len(rows))]
		if _, err := db.conn(ctx).NewInsert().Model(&part).Exec(ctx); err != nil {
			return mapErr(err, "flight")
		}
	}
	return nil
}

// FindArrivals lists a flight's arrivals (of pigeonIDs, or all when nil) by
// time, then pigeon, with pigeons and teams.
func (db *DB) FindArrivals(ctx context.Context, flightID int64, pigeonIDs []int64) ([]*core.Arrival, error) {
	var rows []arrivalRow
	q := db.conn(ctx).NewSelect().Model(&rows).Where("a.flight_id = ?", flightID).OrderExpr("a.arrived_ms, a.pigeon_id")
	if pigeonIDs != nil {
		if len(pigeonIDs) == 0 {
			return nil, nil
		}
		q.Where("a.pigeon_id IN (?)", bun.List(pigeonIDs))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.PigeonID
	}
	pigeons, err := db.pigeonsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*core.Arrival, len(rows))
	for i, r := range rows {
		out[i] = &core.Arrival{ID: r.ID, FlightID: r.FlightID, PigeonID: r.PigeonID, BatchID: r.BatchID, ChipID: r.ChipID,
			AntennaID: r.AntennaID, ArrivedMs: r.ArrivedMs, Pigeon: pigeons[r.PigeonID]}
	}
	return out, nil
}

// FindUnmatchedReads lists a flight's unmatched reads in the order they came.
func (db *DB) FindUnmatchedReads(ctx context.Context, flightID int64) ([]*core.UnmatchedRead, error) {
	var rows []unmatchedReadRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("flight_id = ?", flightID).Order("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.UnmatchedRead, len(rows))
	for i, r := range rows {
		out[i] = &core.UnmatchedRead{ID: r.ID, FlightID: r.FlightID, BatchID: r.BatchID, ChipID: r.ChipID, AntennaID: r.AntennaID, ReadMs: r.ReadMs, Reason: r.Reason}
	}
	return out, nil
}
