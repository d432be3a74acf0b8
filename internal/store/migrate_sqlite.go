package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/pressly/goose/v3"
)

// sqliteGoMigrations are SQLite's migrations that SQL alone cannot write.
// SQLite cannot alter a CHECK constraint, and rebuilding a table that others
// reference would cascade deletes with foreign keys on (they cannot be
// turned off inside the migration's transaction); SQLite's documented way
// to loosen a CHECK is to edit the table's definition in the schema with
// writable_schema and bump the schema version (lang_altertable.html,
// "Making Other Kinds Of Table Schema Changes"). Removing a NOT NULL
// constraint is one of the changes that page names as safe that way.
func sqliteGoMigrations() []*goose.Migration {
	return []*goose.Migration{
		goose.NewGoMigration(17,
			&goose.GoFunc{RunTx: replaceInTableSQL("flights", "'released', 'finished'", "'released', 'closed', 'finished'")},
			&goose.GoFunc{RunTx: replaceInTableSQL("flights", "'released', 'closed', 'finished'", "'released', 'finished'")}),
		// 00043_auction_payment: PostgreSQL's 00043_auction_payment.sql.
		goose.NewGoMigration(43, &goose.GoFunc{RunTx: auctionPaymentUp}, &goose.GoFunc{RunTx: auctionPaymentDown}),
	}
}

// auctionPaymentUp lets the winner of an auction lot pay through the store
// (issue 30): a store order line is a product or a lot, never both and
// never neither, a lot is sold by one line at most, and the lot keeps its
// order. ADD COLUMN checks the new CHECK against the rows there are; the
// line's product_id loses its NOT NULL in the schema's text.
func auctionPaymentUp(ctx context.Context, tx *sql.Tx) error {
	for _, q := range []string{
		`ALTER TABLE store_order_lines ADD COLUMN auction_lot_id INTEGER REFERENCES auction_lots (id)
			CHECK ((product_id IS NULL) <> (auction_lot_id IS NULL))`,
		"CREATE UNIQUE INDEX store_order_lines_auction_lot ON store_order_lines (auction_lot_id)",
		"ALTER TABLE auction_lots ADD COLUMN store_order_id INTEGER REFERENCES store_orders (id)",
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("store: %s: %w", q, err)
		}
	}
	return replaceInTableSQL("store_order_lines", "product_id INTEGER NOT NULL REFERENCES", "product_id INTEGER REFERENCES")(ctx, tx)
}

// auctionPaymentDown refuses: SQLite drops no column that a foreign key
// names, and putting NOT NULL back is not one of the safe schema edits.
func auctionPaymentDown(context.Context, *sql.Tx) error {
	return fmt.Errorf("store: migration 43 (auction payment) cannot be undone on SQLite")
}

// replaceInTableSQL rewrites part of a table's CREATE statement in place.
func replaceInTableSQL(table, old, new string) func(context.Context, *sql.Tx) error {
	return func(ctx context.Context, tx *sql.Tx) error {
		var def string
		if err := tx.QueryRowContext(ctx, "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?", table).Scan(&def); err != nil {
			return err
		}
		if !strings.Contains(def, old) {
			return fmt.Errorf("store: table %s has no %q to replace", table, old)
		}
		var version int
		if err := tx.QueryRowContext(ctx, "PRAGMA schema_version").Scan(&version); err != nil {
			return err
		}
		for _, q := range []string{
			"PRAGMA writable_schema = ON",
			fmt.Sprintf("UPDATE sqlite_schema SET sql = '%s' WHERE type = 'table' AND name = '%s'",
				strings.ReplaceAll(strings.Replace(def, old, new, 1), "'", "''"), table),
			fmt.Sprintf("PRAGMA schema_version = %d", version+1),
			"PRAGMA writable_schema = OFF",
		} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("store: %s: %w", q, err)
			}
		}
		return nil
	}
}
