package store

import (
	"context"
	"fmt"
)

// TryJobLock takes the named job's lock if no other instance holds it: on
// PostgreSQL a session advisory lock, keyed by the schema and the name and
// held on a connection of its own until unlock; on SQLite, which one
// process serves, it always succeeds. ok false: another instance is
// running the job now, and this one skips the run.
func (db *DB) TryJobLock(ctx context.Context, name string) (unlock func(), ok bool, err error) {
	if db.Engine != Postgres {
		return func() {}, true, nil
	}
	conn, err := db.bun.DB.Conn(ctx)
	if err != nil {
		return nil, false, err
	}
	const key = "hashtext(current_schema() || ':job:' || $1)"
	if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock("+key+")", name).Scan(&ok); err != nil || !ok {
		conn.Close()
		if err != nil {
			return nil, false, fmt.Errorf("store: job lock %s: %w", name, err)
		}
		return nil, false, nil
	}
	return func() {
		// a fresh context: the run's may be done, and the lock must go
		_, _ = conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock("+key+")", name)
		conn.Close()
	}, true, nil
}
