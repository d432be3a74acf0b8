package jobs_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/jobs"
)

// logBuffer keeps what a JSON slog handler writes; the job's goroutine
// writes while the test reads.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// record is the part of a log line that the tests look at.
type record struct {
	Level   string `json:"level"`
	Msg     string `json:"msg"`
	Job     string `json:"job"`
	Handled int    `json:"handled"`
	Err     string `json:"err"`
}

func (l *logBuffer) records(t *testing.T) []record {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []record
	for line := range strings.Lines(l.b.String()) {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, r)
	}
	return out
}

// wait fails the test unless ch is closed within 5 s.
func wait(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s: not within 5 s", what)
	}
}

func TestStart(t *testing.T) {
	for _, tt := range []struct {
		name     string
		interval time.Duration
		n        int   // what every run returns while the context lives
		err      error // (the job cancels the context in run number runs)
		runs     int
		want     *record // logged once for every run but the cancelled last
	}{
		// An hour-long interval: only a run right away can happen in time.
		{name: "OnceRightAway", interval: time.Hour, runs: 1},
		{name: "EveryInterval", interval: 10 * time.Millisecond, runs: 4},
		{name: "NothingHandledLogsNothing", interval: 10 * time.Millisecond, n: 0, runs: 3},
		{name: "HandledLogsDone", interval: 10 * time.Millisecond, n: 3, runs: 3,
			want: &record{Level: "INFO", Msg: "job done", Job: "test-job", Handled: 3}},
		{name: "FailureLoggedAndKeepsRunning", interval: 10 * time.Millisecond, err: errors.New("database is down"), runs: 4,
			want: &record{Level: "ERROR", Msg: "job failed", Job: "test-job", Err: "database is down"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var logs logBuffer
			var (
				mu          sync.Mutex
				starts      []time.Time
				afterCancel int
			)
			begin := time.Now()
			done := jobs.Start(ctx, slog.New(slog.NewJSONHandler(&logs, nil)), nil, jobs.Job{Name: "test-job", Interval: tt.interval,
				Run: func(ctx context.Context) (int, error) {
					mu.Lock()
					defer mu.Unlock()
					if ctx.Err() != nil {
						afterCancel++
						return 0, ctx.Err()
					}
					starts = append(starts, time.Now())
					if len(starts) == tt.runs {
						cancel() // the way a shutdown cuts a run short
						return 0, ctx.Err()
					}
					return tt.n, tt.err
				}})
			wait(t, done, "loop returned after cancel")

			mu.Lock()
			defer mu.Unlock()
			if len(starts) != tt.runs {
				t.Fatalf("runs: got %d, want %d", len(starts), tt.runs)
			}
			// The ticker fires at Interval after Start at the soonest, so run
			// k+1 starts no sooner than k intervals after Start.
			for k, at := range starts {
				if soonest := time.Duration(k) * tt.interval; at.Sub(begin) < soonest {
					t.Errorf("run %d: got it %s after Start, want %s at the soonest", k+1, at.Sub(begin), soonest)
				}
			}
			// A tick that is due when the context ends may still start one run,
			// which sees the cancelled context; more would mean the loop ignores
			// its context.
			if afterCancel > 1 {
				t.Errorf("runs after cancel: got %d, want at most 1", afterCancel)
			}
			var want []record
			for range tt.runs - 1 { // the last run ends cancelled: not a failure
				if tt.want != nil {
					want = append(want, *tt.want)
				}
			}
			if got := logs.records(t); !equal(got, want) {
				t.Errorf("log: got %+v, want %+v", got, want)
			}
		})
	}
}

func equal(a, b []record) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStartStopsWhenCancelled cancels from outside while the loop waits for
// its next tick, an hour away: the loop returns and nothing runs again.
func TestStartStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := make(chan struct{}, 10)
	done := jobs.Start(ctx, slog.New(slog.DiscardHandler), nil, jobs.Job{Name: "hourly", Interval: time.Hour,
		Run: func(context.Context) (int, error) {
			ran <- struct{}{}
			return 0, nil
		}})
	wait(t, ran, "first run")
	cancel()
	wait(t, done, "loop returned after cancel")
	if got := len(ran); got != 0 {
		t.Errorf("runs after the first: got %d, want 0", got)
	}
}

// TestStartWaitsForEveryJob has two jobs, one of them still running when
// the context ends: Start's channel closes only once that run has returned.
func TestStartWaitsForEveryJob(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	quickRan, slowRunning, release := make(chan struct{}), make(chan struct{}), make(chan struct{})
	done := jobs.Start(ctx, slog.New(slog.DiscardHandler), nil,
		jobs.Job{Name: "quick", Interval: time.Hour, Run: func(context.Context) (int, error) {
			close(quickRan)
			return 0, nil
		}},
		jobs.Job{Name: "slow", Interval: time.Hour, Run: func(context.Context) (int, error) {
			close(slowRunning)
			<-release // a run that takes its time to wind down
			return 0, nil
		}})
	wait(t, quickRan, "quick job's run")
	wait(t, slowRunning, "slow job's run")
	cancel()
	// Correct code cannot close done before release; the window only gives
	// a wrong one (closing on cancel alone) the time to show itself.
	select {
	case <-done:
		t.Fatal("done: got it closed while a run is in progress, want it open")
	case <-time.After(50 * time.Millisecond):
	}
	close(release)
	wait(t, done, "loops returned after the slow run")
}
