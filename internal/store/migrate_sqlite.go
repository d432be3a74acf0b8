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
// "Making Other Kinds Of Table Schema Changes").
func sqliteGoMigrations() []*goose.Migration {
	return []*goose.Migration{
		goose.NewGoMigration(17,
			&goose.GoFunc{RunTx: replaceInTableSQL("flights", "'released', 'finished'", "'released', 'closed', 'finished'")},
			&goose.GoFunc{RunTx: replaceInTableSQL("flights", "'released', 'closed', 'finished'", "'released', 'finished'")}),
	}
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
