// Package store implements core's store interfaces with bun, on SQLite (the
// default, pure-Go driver) and on PostgreSQL.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/oneloft/oneloft/internal/core"
)

// Engine names the database kind behind a DB.
type Engine string

// Engines.
const (
	SQLite   Engine = "sqlite"
	Postgres Engine = "postgres"
)

// DB is the database handle; it implements core.Store.
type DB struct {
	bun    *bun.DB
	Engine Engine
	now    core.Clock

	// writer queues this process's SQLite transactions. SQLite has one
	// writer at a time, and a transaction that finds the lock taken waits in
	// its busy handler, which sleeps for milliseconds at a time; a mutex
	// hands the lock on at once. busy_timeout still covers other processes.
	// The transactions also share one connection (wconn): each connection
	// keeps its own page cache, which SQLite drops when another connection
	// has written, so one writing connection keeps it warm.
	writer *sync.Mutex
	wconn  *bun.Conn
	wstmts map[string]*sql.Stmt // prepared on wconn (see hot)

	// stopCheckpoints ends SQLite's background checkpoints (see
	// checkpoints), which close checkpointsDone; nil on PostgreSQL.
	stopCheckpoints chan struct{}
	checkpointsDone chan struct{}
}

var _ core.Store = (*DB)(nil)

// Options tune Open.
type Options struct {
	// SearchPath selects a PostgreSQL schema (tests use one per test).
	SearchPath string
}

// DefaultURL is the SQLite file under dataDir.
func DefaultURL(dataDir string) string {
	return "sqlite://" + filepath.Join(dataDir, "oneloft.db")
}

// Open connects to the database named by rawURL: postgres://… or
// postgresql://… for PostgreSQL, sqlite://path or a plain path for SQLite.
// It does not migrate; call Migrate.
func Open(ctx context.Context, rawURL string, opt Options) (*DB, error) {
	var (
		db  *DB
		err error
	)
	if strings.HasPrefix(rawURL, "postgres://") || strings.HasPrefix(rawURL, "postgresql://") {
		db, err = openPostgres(rawURL, opt)
	} else {
		db, err = openSQLite(strings.TrimPrefix(rawURL, "sqlite://"))
	}
	if err != nil {
		return nil, err
	}
	if err := db.Ping(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: ping %s: %w", db.Engine, err)
	}
	return db, nil
}

func openSQLite(path string) (*DB, error) {
	if path == "" {
		return nil, fmt.Errorf("store: empty sqlite path")
	}
	if path != ":memory:" {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, fmt.Errorf("store: data dir: %w", err)
		}
	}
	// WAL lets readers work beside the one writer; immediate transactions take
	// the write lock up front so that two writers queue on busy_timeout
	// instead of failing when a read lock is upgraded.
	q := url.Values{}
	for _, p := range []string{"foreign_keys(1)", "journal_mode(WAL)", "busy_timeout(10000)", "synchronous(NORMAL)", fmt.Sprintf("wal_autocheckpoint(%d)", walBackstop)} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	sqldb, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: open sqlite: %w", err)
	}
	keepOpen(sqldb, 8)
	db := &DB{bun: bun.NewDB(sqldb, sqlitedialect.New()), Engine: SQLite, now: core.Now, writer: &sync.Mutex{}}
	if path != ":memory:" {
		db.stopCheckpoints, db.checkpointsDone = make(chan struct{}), make(chan struct{})
		go db.checkpoints(db.stopCheckpoints, db.checkpointsDone)
	}
	return db, nil
}

func openPostgres(rawURL string, opt Options) (*DB, error) {
	opts := []pgdriver.Option{pgdriver.WithDSN(rawURL)}
	if opt.SearchPath != "" {
		opts = append(opts, pgdriver.WithConnParams(map[string]any{"search_path": opt.SearchPath}))
	}
	sqldb := sql.OpenDB(pgdriver.NewConnector(opts...))
	keepOpen(sqldb, 20)
	return &DB{bun: bun.NewDB(sqldb, pgdialect.New()), Engine: Postgres, now: core.Now}, nil
}

// keepOpen lets the pool hold up to n connections and keep them open while
// idle. database/sql keeps only two idle connections by default: under load
// every request beyond two closed its connection when done and the next one
// opened a new one, a new PostgreSQL backend (a process, its catalog caches
// cold) or a new SQLite connection (its schema parsed again) each time.
// Idle connections close after a few minutes of quiet.
func keepOpen(db *sql.DB, n int) {
	db.SetMaxOpenConns(n)
	db.SetMaxIdleConns(n)
	db.SetConnMaxIdleTime(5 * time.Minute)
}

// SetClock replaces the clock that stamps created_at; for tests.
func (db *DB) SetClock(c core.Clock) { db.now = c }

// Close closes the connection pool.
func (db *DB) Close() error {
	if db.stopCheckpoints != nil {
		close(db.stopCheckpoints)
		<-db.checkpointsDone
		db.stopCheckpoints = nil
	}
	if db.writer != nil {
		db.writer.Lock()
		if db.wconn != nil {
			db.closeWriterStmts()
			db.wconn.Close()
			db.wconn = nil
		}
		db.writer.Unlock()
	}
	return db.bun.Close()
}

// Ping checks that the database answers a query.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	return db.bun.NewRaw("SELECT 1").Scan(ctx, &one)
}

// Bun exposes the handle for benchmarks and tests that compare raw SQL.
func (db *DB) Bun() *bun.DB { return db.bun }

type txKey struct{}

// InTx runs fn in one transaction; store calls with fn's ctx join it, and a
// nested InTx joins the outer one.
func (db *DB) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return fn(ctx)
	}
	run := func(ctx context.Context, tx bun.Tx) error { return fn(context.WithValue(ctx, txKey{}, tx)) }
	if db.writer == nil {
		return contended(db.bun.RunInTx(ctx, nil, run))
	}
	db.writer.Lock()
	defer db.writer.Unlock()
	if db.wconn == nil {
		c, err := db.bun.Conn(context.WithoutCancel(ctx))
		if err != nil {
			return err
		}
		db.wconn = &c
	}
	err := db.wconn.RunInTx(ctx, nil, run)
	if errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) {
		db.closeWriterStmts()
		db.wconn.Close()
		db.wconn = nil
	}
	return err
}

// conn returns the transaction of ctx, or the pool.
func (db *DB) conn(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return db.bun
}
