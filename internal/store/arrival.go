package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
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
	Digest    string
	CreatedAt time.Time
}

func (r *arrivalBatchRow) core() *core.ArrivalBatch {
	return &core.ArrivalBatch{ID: r.ID, DeviceID: r.DeviceID, Seq: r.Seq, FlightID: r.FlightID, Reads: r.Reads,
		Arrivals: r.Arrivals, Unmatched: r.Unmatched, Digest: r.Digest, CreatedAt: r.CreatedAt.UTC()}
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
	return r.core(), nil
}

// CreateArrivalBatch inserts a batch; ECONFLICT when the device sent seq already.
func (db *DB) CreateArrivalBatch(ctx context.Context, b *core.ArrivalBatch) error {
	b.CreatedAt = db.now().UTC().Truncate(time.Microsecond) // as both engines store it
	return db.InTx(ctx, func(ctx context.Context) error {
		st, err := db.hot(ctx, `INSERT INTO arrival_batches (device_id, seq, flight_id, reads, arrivals, unmatched, digest, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
		if err != nil {
			return err
		}
		args := []any{b.DeviceID, b.Seq, b.FlightID, b.Reads, b.Arrivals, b.Unmatched, b.Digest, timeArg(b.CreatedAt)}
		return mapErr(st.queryRow(ctx, args, &b.ID), "flight")
	})
}

// UpdateArrivalBatchCounts stores the counts of an ingested batch.
func (db *DB) UpdateArrivalBatchCounts(ctx context.Context, b *core.ArrivalBatch) error {
	_, err := db.conn(ctx).NewUpdate().Model((*arrivalBatchRow)(nil)).Set("arrivals = ?", b.Arrivals).
		Set("unmatched = ?", b.Unmatched).Where("id = ?", b.ID).Exec(ctx)
	return err
}

// FindBasketPigeons returns the basketed pigeons of a flight with their teams
// in two queries, however large the basket. The pigeons are scanned by hand:
// a basket of 10,000 is loaded while a race is on.
func (db *DB) FindBasketPigeons(ctx context.Context, flightID int64) ([]*core.Pigeon, error) {
	rows, err := db.conn(ctx).QueryContext(ctx, `SELECT p.id, p.season_id, p.team_id, p.ring, p.chip_ring, p.name, p.color, p.sex, p.order_id, p.created_at
		FROM basketings AS b JOIN pigeons AS p ON p.id = b.pigeon_id WHERE b.flight_id = ?`, flightID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*core.Pigeon
	teamIDs := map[int64]bool{}
	for rows.Next() {
		var r pigeonRow
		if err := rows.Scan(&r.ID, &r.SeasonID, &r.TeamID, &r.Ring, &r.ChipRing, &r.Name, &r.Color, &r.Sex, &r.OrderID, &r.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, r.core())
		teamIDs[r.TeamID] = true
	}
	if err := rows.Err(); err != nil || len(out) == 0 {
		return nil, err
	}
	teams, err := db.teamsByID(ctx, teamIDs, core.TeamFilter{})
	if err != nil {
		return nil, err
	}
	for _, p := range out {
		p.Team = teams[p.TeamID]
	}
	return out, nil
}

// FindLiveFlight returns the released flight of a loft that arrivals go to
// (flightID, or the latest released one when it is 0), in one query.
func (db *DB) FindLiveFlight(ctx context.Context, loftID, flightID int64) (*core.Flight, error) {
	var row flightRow
	q := withUnit(db.conn(ctx).NewSelect().Model(&row)).
		Where("f.state IN (?)", bun.List(core.LiveStates)).
		Where("f.season_id IN (SELECT id FROM seasons WHERE loft_id = ?)", loftID).
		OrderExpr("f.release_time DESC, f.id DESC").Limit(1)
	if flightID != 0 {
		q.Where("f.id = ?", flightID)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, mapErr(err, "Flight")
	}
	return row.core(), nil
}

// NextLiveRevision increases the revision of a released flight and returns
// it with its log's head (known's when the revision follows it);
// ENOTFOUND when the flight is not released. One statement both checks
// and bumps, at the end of every arrival batch.
func (db *DB) NextLiveRevision(ctx context.Context, flightID int64, known core.LoggedHead) (int64, core.ClockLogHead, error) {
	var rev int64
	var head core.ClockLogHead
	err := db.InTx(ctx, func(ctx context.Context) error {
		bump, err := db.hot(ctx, nextRevision)
		if err != nil {
			return err
		}
		if err := bump.queryRow(ctx, []any{flightID}, &rev); err != nil {
			return mapErr(err, "Flight")
		}
		if known.Revision > 0 && rev == known.Revision+1 {
			head = known.Head
			return nil
		}
		// A statement of its own, after the row lock: on PostgreSQL a
		// subquery of the UPDATE would read the snapshot from before it
		// waited for a concurrent batch, and miss that batch's entry.
		last, err := db.hot(ctx, "SELECT seq, hash FROM clock_log WHERE flight_id = ? ORDER BY seq DESC LIMIT 1")
		if err != nil {
			return err
		}
		if err := last.queryRow(ctx, []any{flightID}, &head.Seq, &head.Hash); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		return nil
	})
	return rev, head, err
}

// nextRevision bumps a live flight's revision.
var nextRevision = func() string {
	states := make([]string, len(core.LiveStates))
	for i, s := range core.LiveStates {
		states[i] = "'" + string(s) + "'"
	}
	return "UPDATE flights SET revision = revision + 1 WHERE id = ? AND state IN (" + strings.Join(states, ", ") + ") RETURNING revision"
}()

// arrivalPart is the most arrivals one statement saves: the hot statement
// of each size up to it stays prepared.
const arrivalPart = 128

// SaveArrivals inserts arrivals in one statement per arrivalPart; for a
// pigeon that has arrived already the earlier read wins. It returns the
// arrivals that were new or moved earlier, with their ids.
func (db *DB) SaveArrivals(ctx context.Context, as []*core.Arrival) ([]*core.Arrival, error) {
	var changed []*core.Arrival
	err := db.InTx(ctx, func(ctx context.Context) error {
		for start := 0; start < len(as); start += arrivalPart {
			part := as[start:min(start+arrivalPart, len(as))]
			st, err := db.hot(ctx, saveArrivals(len(part)))
			if err != nil {
				return err
			}
			args := make([]any, 0, 6*len(part))
			byPigeon := make(map[int64]*core.Arrival, len(part))
			for _, a := range part {
				args = append(args, a.FlightID, a.PigeonID, a.BatchID, a.ChipID, a.AntennaID, a.ArrivedMs)
				byPigeon[a.PigeonID] = a
			}
			rows, err := st.rows(ctx, args...)
			if err != nil {
				return mapErr(err, "arrival")
			}
			for rows.Next() {
				var id, pigeonID int64
				if err := rows.Scan(&id, &pigeonID); err != nil {
					rows.Close()
					return err
				}
				a := byPigeon[pigeonID]
				a.ID = id
				changed = append(changed, a)
			}
			err = rows.Err() // a constraint fails on the first step, so here
			rows.Close()
			if err != nil {
				return mapErr(err, "arrival")
			}
		}
		return nil
	})
	return changed, err
}

// saveArrivals is the statement that saves n arrivals.
func saveArrivals(n int) string {
	return "INSERT INTO arrivals AS a (flight_id, pigeon_id, batch_id, chip_id, antenna_id, arrived_ms) VALUES " +
		strings.Repeat("(?, ?, ?, ?, ?, ?), ", n-1) + "(?, ?, ?, ?, ?, ?)" +
		" ON CONFLICT (flight_id, pigeon_id) DO UPDATE SET batch_id = EXCLUDED.batch_id, chip_id = EXCLUDED.chip_id," +
		" antenna_id = EXCLUDED.antenna_id, arrived_ms = EXCLUDED.arrived_ms WHERE EXCLUDED.arrived_ms < a.arrived_ms" +
		" RETURNING id, pigeon_id"
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

// FindArrivalsOfRevisions returns, by revision, the arrivals that the
// flight's batches of revisions after..upto stored: every batch's revision
// is a key, with no arrivals when it brought none (revisions that were no
// batch's, edits and state changes, are not). A batch's arrival that a
// later batch moved earlier counts with the later one.
func (db *DB) FindArrivalsOfRevisions(ctx context.Context, flightID, after, upto int64) (map[int64][]*core.Arrival, error) {
	var pairs []struct {
		Revision int64
		PigeonID sql.NullInt64 // null: a batch that brought no arrival
	}
	err := db.conn(ctx).NewRaw(`SELECT cl.revision, a.pigeon_id FROM clock_log cl
		LEFT JOIN arrival_batches b ON b.device_id = cl.device_id AND b.seq = cl.batch_seq
		LEFT JOIN arrivals a ON a.batch_id = b.id
		WHERE cl.flight_id = ? AND cl.revision > ? AND cl.revision <= ?`, flightID, after, upto).Scan(ctx, &pairs)
	if err != nil {
		return nil, err
	}
	out := map[int64][]*core.Arrival{}
	revOf := make(map[int64]int64, len(pairs))
	var ids []int64
	for _, p := range pairs {
		out[p.Revision] = nil
		if p.PigeonID.Valid {
			revOf[p.PigeonID.Int64] = p.Revision
			ids = append(ids, p.PigeonID.Int64)
		}
	}
	if len(ids) == 0 {
		return out, nil
	}
	as, err := db.FindArrivals(ctx, flightID, ids)
	if err != nil {
		return nil, err
	}
	for _, a := range as {
		out[revOf[a.PigeonID]] = append(out[revOf[a.PigeonID]], a)
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

// DeleteUnmatchedReads removes reads that became arrivals.
func (db *DB) DeleteUnmatchedReads(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := db.conn(ctx).NewDelete().Model((*unmatchedReadRow)(nil)).Where("id IN (?)", bun.List(ids)).Exec(ctx)
	return err
}
