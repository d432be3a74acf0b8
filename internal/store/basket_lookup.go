package store

import (
	"context"

	"github.com/uptrace/bun"
)

// BasketedAmong returns the ids among pigeonIDs in the flight's basket.
func (db *DB) BasketedAmong(ctx context.Context, flightID int64, pigeonIDs []int64) (map[int64]bool, error) {
	out := make(map[int64]bool, len(pigeonIDs))
	for start := 0; start < len(pigeonIDs); start += 500 {
		var ids []int64
		err := db.conn(ctx).NewSelect().Model((*basketingRow)(nil)).Column("pigeon_id").
			Where("flight_id = ? AND pigeon_id IN (?)", flightID, bun.List(pigeonIDs[start:min(start+500, len(pigeonIDs))])).
			Scan(ctx, &ids)
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			out[id] = true
		}
	}
	return out, nil
}
