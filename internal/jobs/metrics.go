package jobs

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Metrics count the jobs' runs on this instance for /metrics: runs by
// outcome, items handled and run time, per job. A run skipped because
// another instance held the job's lock is not a run here.
type Metrics struct {
	runs     *prometheus.CounterVec
	handled  *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

// NewMetrics registers the jobs' metrics in reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		runs: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "oneloft_job_runs_total",
			Help: "Runs of periodic jobs on this instance, by job and outcome (ok or failed)."}, []string{"job", "outcome"}),
		handled: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "oneloft_job_items_total",
			Help: "Items periodic jobs handled (orders cancelled, notices sent, …), by job."}, []string{"job"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "oneloft_job_duration_seconds",
			Help: "Run time of periodic jobs, by job.", Buckets: []float64{.005, .025, .1, .5, 1, 5, 30}}, []string{"job"}),
	}
	reg.MustRegister(m.runs, m.handled, m.duration)
	return m
}

// Measure returns the jobs with their runs measured.
func (m *Metrics) Measure(jobs ...Job) []Job {
	out := make([]Job, len(jobs))
	for i, j := range jobs {
		run := j.Run
		j.Run = func(ctx context.Context) (int, error) {
			start := time.Now()
			n, err := run(ctx)
			outcome := "ok"
			if err != nil {
				outcome = "failed"
			}
			m.runs.WithLabelValues(j.Name, outcome).Inc()
			m.handled.WithLabelValues(j.Name).Add(float64(n))
			m.duration.WithLabelValues(j.Name).Observe(time.Since(start).Seconds())
			return n, err
		}
		out[i] = j
	}
	return out
}
