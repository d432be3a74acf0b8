// Package jobs runs periodic work inside every instance. Each job must be
// idempotent and safe when several instances run it at once: the store
// claims rows (FOR UPDATE SKIP LOCKED on PostgreSQL) and status changes are
// checked against the latest status.
package jobs

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Job is one unit of periodic work; it returns how many items it handled.
type Job struct {
	Name     string
	Interval time.Duration
	Run      func(ctx context.Context) (int, error)
}

// Start runs each job every Interval until ctx ends, once right away. The
// channel it returns is closed once every job's loop has returned after ctx
// ended, so that a caller can wait for runs in progress.
func Start(ctx context.Context, log *slog.Logger, jobs ...Job) <-chan struct{} {
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Go(func() { loop(ctx, log, j) })
	}
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	return done
}

func loop(ctx context.Context, log *slog.Logger, j Job) {
	t := time.NewTicker(j.Interval)
	defer t.Stop()
	for {
		n, err := j.Run(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			log.ErrorContext(ctx, "job failed", "job", j.Name, "err", err)
		case n > 0:
			log.InfoContext(ctx, "job done", "job", j.Name, "handled", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
