package store

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// FindChipSightings reads the arrivals and unmatched reads of other lofts'
// devices whose chip arrived in the flight, within the time window. Reads
// are found through the flights released in the window (their indexes by
// flight), so ingest carries no index by chip.
func (db *DB) FindChipSightings(ctx context.Context, flightID, loftID, fromMs, toMs int64) ([]core.ChipSighting, error) {
	const chips = `SELECT chip_id FROM arrivals WHERE flight_id = ?`
	const near = `SELECT id FROM flights WHERE release_time BETWEEN ? AND ? AND id <> ?`
	from, to := time.UnixMilli(fromMs).UTC(), time.UnixMilli(toMs).UTC()
	var rows []struct {
		ChipID string
		LoftID int64
		Loft   string
		ReadMs int64
	}
	err := db.conn(ctx).NewRaw(`SELECT a.chip_id, d.loft_id, l.name AS loft, a.arrived_ms AS read_ms FROM arrivals a
  JOIN arrival_batches b ON b.id = a.batch_id JOIN devices d ON d.id = b.device_id JOIN lofts l ON l.id = d.loft_id
 WHERE a.flight_id IN (`+near+`) AND a.chip_id IN (`+chips+`) AND d.loft_id <> ? AND a.arrived_ms BETWEEN ? AND ?
UNION ALL
SELECT u.chip_id, d.loft_id, l.name AS loft, u.read_ms FROM unmatched_reads u
  JOIN arrival_batches b ON b.id = u.batch_id JOIN devices d ON d.id = b.device_id JOIN lofts l ON l.id = d.loft_id
 WHERE u.flight_id IN (`+near+`) AND u.chip_id IN (`+chips+`) AND d.loft_id <> ? AND u.read_ms BETWEEN ? AND ?
 ORDER BY read_ms`, from, to, flightID, flightID, loftID, fromMs, toMs, from, to, flightID, flightID, loftID, fromMs, toMs).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	out := make([]core.ChipSighting, len(rows))
	for i, r := range rows {
		out[i] = core.ChipSighting(r)
	}
	return out, nil
}
