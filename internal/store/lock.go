package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// Status changes read the latest status, check the step and append a row.
// On PostgreSQL two transactions could both read the same latest status and
// both append (an order paid three times, a paid order cancelled), so each
// takes the row lock of what changes first: the second waits and then reads
// what the first wrote. SQLite's transactions are serial already (one
// writer, begun immediate), so there the locks are no-ops.

// lockRow takes the row lock of table's row id on PostgreSQL, answering
// not_found (named what) when there is no such row. table is one of the
// constants of the Lock methods below, never input.
func (db *DB) lockRow(ctx context.Context, table, what string, id int64) error {
	if db.Engine != Postgres {
		return nil
	}
	var got int64
	err := db.conn(ctx).NewRaw("SELECT id FROM "+table+" WHERE id = ? FOR UPDATE", id).Scan(ctx, &got)
	return mapErr(err, what)
}

// LockSeason takes the season's row lock on PostgreSQL, so that concurrent
// orders for the season, and changes of its state, queue.
func (db *DB) LockSeason(ctx context.Context, seasonID int64) error {
	return db.lockRow(ctx, "seasons", "Season", seasonID)
}

// LockOrder takes the order's row lock for a change of its status.
func (db *DB) LockOrder(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "orders", "Order", id)
}

// LockPigeonStatuses takes the pigeon's row lock for a change of its status
// and reads p's latest statuses again, as they are after any change that
// committed before the lock was had.
func (db *DB) LockPigeonStatuses(ctx context.Context, p *core.Pigeon) error {
	if err := db.lockRow(ctx, "pigeons", "Pigeon", p.ID); err != nil {
		return err
	}
	p.Health, p.Progressive = nil, nil
	return db.loadLatestStatuses(ctx, []int64{p.ID}, map[int64]*core.Pigeon{p.ID: p})
}

// LockTransport takes the transport request's row lock for a change of its status.
func (db *DB) LockTransport(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "transports", "Transport", id)
}

// LockFlight takes the flight's row lock for a change of its state.
func (db *DB) LockFlight(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "flights", "Flight", id)
}

// LockLoft takes the loft's row lock for a change of its package or
// subscriptions.
func (db *DB) LockLoft(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "lofts", "Loft", id)
}

// LockPigeons takes the row locks of the pigeons of ids in id order: two
// bulk changes naming the same pigeons in different orders would otherwise
// each hold what the other waits for.
func (db *DB) LockPigeons(ctx context.Context, ids []int64) error {
	if db.Engine != Postgres || len(ids) == 0 {
		return nil
	}
	var got []int64
	return db.conn(ctx).NewRaw("SELECT id FROM pigeons WHERE id IN (?) ORDER BY id FOR UPDATE", bun.List(ids)).Scan(ctx, &got)
}
