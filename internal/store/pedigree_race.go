package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// FindRaceEntries returns the basketings of race pigeons wearing one of
// rings in flights that were released, newest release first.
func (db *DB) FindRaceEntries(ctx context.Context, rings []string) ([]core.RaceEntry, error) {
	if len(rings) == 0 {
		return nil, nil
	}
	var out []core.RaceEntry
	err := db.conn(ctx).NewRaw(`SELECT p.ring, b.pigeon_id, b.flight_id FROM basketings b
		JOIN pigeons p ON p.id = b.pigeon_id JOIN flights f ON f.id = b.flight_id
		WHERE p.ring IN (?) AND f.state IN (?) ORDER BY f.release_time DESC, f.id DESC`,
		bun.List(rings), bun.List([]string{string(core.FlightReleased), string(core.FlightClosed), string(core.FlightFinished)})).Scan(ctx, &out)
	return out, err
}
