package api

import (
	"crypto/subtle"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/oneloft/oneloft/internal/core"
)

// metrics holds the HTTP and ingest metrics in the server's registry (one
// per server unless the wiring gives one, so that tests can build many
// servers in one process).
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec

	batches      *prometheus.CounterVec // device batches by outcome
	reads        prometheus.Counter
	arrivals     prometheus.Counter
	batchSeconds prometheus.Histogram
}

func newMetrics(reg *prometheus.Registry) *metrics {
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	m := &metrics{
		reg: reg,
		batches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "oneloft_ingest_batches_total", Help: "Batches of chip reads sent by clocks, by outcome: stored, resent (answered as before) or refused.",
		}, []string{"outcome"}),
		reads:    prometheus.NewCounter(prometheus.CounterOpts{Name: "oneloft_ingest_reads_total", Help: "Chip reads in stored batches."}),
		arrivals: prometheus.NewCounter(prometheus.CounterOpts{Name: "oneloft_ingest_arrivals_total", Help: "Arrivals (first reads of basketed birds) the stored batches brought."}),
		batchSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "oneloft_ingest_batch_duration_seconds", Help: "Time to store a batch and answer the clock.",
			Buckets: []float64{.001, .0025, .005, .01, .02, .05, .1, .25, .5, 1, 2.5},
		}),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "oneloft_http_requests_total", Help: "HTTP requests by route pattern, method and status.",
		}, []string{"route", "method", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "oneloft_http_request_duration_seconds", Help: "HTTP request duration by route pattern.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route", "method"}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.batches, m.reads, m.arrivals, m.batchSeconds,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// batch records a clock's batch: stored (b new), resent (b as before) or
// refused (err).
func (m *metrics) batch(took time.Duration, b *core.ArrivalBatch, resent bool, err error) {
	switch {
	case err != nil:
		m.batches.WithLabelValues("refused").Inc()
		return
	case resent:
		m.batches.WithLabelValues("resent").Inc()
	default:
		m.batches.WithLabelValues("stored").Inc()
		m.reads.Add(float64(b.Reads))
		m.arrivals.Add(float64(b.Arrivals))
	}
	m.batchSeconds.Observe(took.Seconds())
}

func (m *metrics) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		next.ServeHTTP(ww, r)
		route := "unmatched"
		if rc := chi.RouteContext(r.Context()); rc != nil && rc.RoutePattern() != "" {
			route = rc.RoutePattern()
		}
		m.requests.WithLabelValues(route, r.Method, strconv.Itoa(ww.Status())).Inc()
		m.duration.WithLabelValues(route, r.Method).Observe(time.Since(start).Seconds())
	})
}

// handler serves the metrics to a scraper with the token (Prometheus's
// authorization.credentials): they tell request volumes, routes and process
// details that are nobody else's business.
func (m *metrics) handler(token string) http.Handler {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token == "" || subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			writeJSONError(w, http.StatusUnauthorized, "Unauthenticated.")
			return
		}
		h.ServeHTTP(w, r)
	})
}
