// Package jobs runs periodic work inside every instance. A run takes the
// job's lock first (a PostgreSQL advisory lock when instances share a
// database), so one instance at a time runs each job; the jobs are also
// idempotent (they claim rows, check statuses against the latest one and
// key their notices), so a run that overlaps another after a lost lock
// still does each thing once.
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

// Locker takes a job's lock across instances; ok false means another
// instance runs the job now.
type Locker interface {
	TryJobLock(ctx context.Context, name string) (unlock func(), ok bool, err error)
}

// Start runs each job every Interval until ctx ends, once right away,
// skipping a run while another instance holds the job's lock (lock nil:
// this is the only instance). The channel it returns is closed once every
// job's loop has returned after ctx ended, so that a caller can wait for
// runs in progress.
func Start(ctx context.Context, log *slog.Logger, lock Locker, jobs ...Job) <-chan struct{} {
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Go(func() { loop(ctx, log, lock, j) })
	}
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	return done
}

func loop(ctx context.Context, log *slog.Logger, lock Locker, j Job) {
	t := time.NewTicker(j.Interval)
	defer t.Stop()
	for {
		n, err := RunOnce(ctx, lock, j)
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

// RunOnce runs the job once under its lock; 0 and no error when another
// instance holds the lock.
func RunOnce(ctx context.Context, lock Locker, j Job) (int, error) {
	if lock == nil {
		return j.Run(ctx)
	}
	unlock, ok, err := lock.TryJobLock(ctx, j.Name)
	if err != nil || !ok {
		return 0, err
	}
	defer unlock()
	return j.Run(ctx)
}
