package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies every migration of the engine that has not run yet and
// returns how many it applied.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	dir, dialect := "migrations/sqlite", goose.DialectSQLite3
	if db.Engine == Postgres {
		dir, dialect = "migrations/postgres", goose.DialectPostgres
	}
	sub, err := fs.Sub(migrations, dir)
	if err != nil {
		return 0, err
	}
	var opts []goose.ProviderOption
	if db.Engine != Postgres {
		opts = append(opts, goose.WithGoMigrations(sqliteGoMigrations()...))
	}
	p, err := goose.NewProvider(dialect, db.bun.DB, sub, opts...)
	if err != nil {
		return 0, fmt.Errorf("store: migrations: %w", err)
	}
	res, err := p.Up(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: migrate: %w", err)
	}
	return len(res), nil
}
