package store

import (
	"context"
	"time"
)

// FindStoreLoftIDs lists the lofts that have a product on show at now.
func (db *DB) FindStoreLoftIDs(ctx context.Context, now time.Time) ([]int64, error) {
	var ids []int64
	err := db.conn(ctx).NewRaw(`SELECT DISTINCT loft_id FROM store_products
		WHERE loft_id IS NOT NULL AND NOT archived AND (available_until IS NULL OR available_until > ?) ORDER BY loft_id`, now).Scan(ctx, &ids)
	return ids, err
}
