package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// hotStmt is one statement of a hot path (every arrival batch runs five)
// with ? placeholders, ready to run in a transaction.
//
// Bun writes arguments into the SQL text, and SQLite's parser (C
// translated to Go) took about as long as running the statements. On SQLite
// every write runs on the writer's one connection, where these statements
// stay prepared: parsed once, then only bound and run. PostgreSQL parses in
// C, fast beside a round trip; there the query goes through bun, which
// writes the arguments in as it does for every other.
type hotStmt struct {
	stmt  *sql.Stmt // SQLite: prepared on the writer's connection
	tx    bun.Tx    // PostgreSQL
	query string
}

// hot returns query ready to run in the transaction of ctx, which it needs.
func (db *DB) hot(ctx context.Context, query string) (hotStmt, error) {
	tx, ok := ctx.Value(txKey{}).(bun.Tx)
	if !ok {
		return hotStmt{}, errors.New("store: a hot statement runs in a transaction")
	}
	if db.writer == nil {
		return hotStmt{tx: tx, query: query}, nil
	}
	// InTx holds db.writer, and the transaction is on db.wconn
	if s, ok := db.wstmts[query]; ok {
		return hotStmt{stmt: s}, nil
	}
	s, err := db.wconn.PrepareContext(ctx, query)
	if err != nil {
		return hotStmt{}, err
	}
	if db.wstmts == nil {
		db.wstmts = map[string]*sql.Stmt{}
	}
	db.wstmts[query] = s
	return hotStmt{stmt: s}, nil
}

func (h hotStmt) exec(ctx context.Context, args ...any) (sql.Result, error) {
	if h.stmt != nil {
		return h.stmt.ExecContext(ctx, args...)
	}
	return h.tx.ExecContext(ctx, h.query, args...)
}

func (h hotStmt) rows(ctx context.Context, args ...any) (*sql.Rows, error) {
	if h.stmt != nil {
		return h.stmt.QueryContext(ctx, args...)
	}
	return h.tx.QueryContext(ctx, h.query, args...)
}

// queryRow scans the statement's one row into dest; sql.ErrNoRows when it
// has none.
func (h hotStmt) queryRow(ctx context.Context, args []any, dest ...any) error {
	if h.stmt != nil {
		return h.stmt.QueryRowContext(ctx, args...).Scan(dest...)
	}
	return h.tx.QueryRowContext(ctx, h.query, args...).Scan(dest...)
}

// closeWriterStmts closes the statements prepared on the writer's
// connection, before the connection is closed; under db.writer.
func (db *DB) closeWriterStmts() {
	for q, s := range db.wstmts {
		s.Close()
		delete(db.wstmts, q)
	}
}

// timeArg is t as bun writes times, so that rows written by hot statements
// read and sort as the rest do.
func timeArg(t time.Time) string {
	return t.UTC().Format("2006-01-02 15:04:05.999999-07:00")
}
