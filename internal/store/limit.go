package store

import (
	"context"
	"fmt"
	"slices"

	"github.com/uptrace/bun"
)

// LockLimitKeys takes, until the transaction of ctx ends, a lock per key of
// a limit (login_failures keys): a request counts a key's records and then
// adds one, and without the lock two requests on two instances could both
// count one below the limit and both add. On PostgreSQL the locks are
// transaction advisory locks keyed by the schema and the key (keys taken in
// order, so two requests never wait for each other crosswise); SQLite's
// transactions are serial already (one writer, begun immediate).
func (db *DB) LockLimitKeys(ctx context.Context, keys []string) error {
	if db.Engine != Postgres {
		return nil
	}
	if _, ok := ctx.Value(txKey{}).(bun.Tx); !ok {
		return fmt.Errorf("store: limit locks outside a transaction")
	}
	sorted := slices.Compact(slices.Sorted(slices.Values(keys)))
	for _, k := range sorted {
		if _, err := db.conn(ctx).ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':limit:' || ?))", k); err != nil {
			return fmt.Errorf("store: limit lock %s: %w", k, err)
		}
	}
	return nil
}
