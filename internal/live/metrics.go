package live

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// metrics are the hub's figures for /metrics.
type metrics struct {
	published prometheus.Counter
	bytes     prometheus.Counter
	failed    prometheus.Counter
	held      prometheus.Histogram
}

// register adds the hub's metrics to reg: viewers connected to this
// instance, messages and bytes published, publishes that failed (Redis
// away), and how long arrivals waited in the hub before going out (merged
// into a slot, or spread over slots in a burst): the server's part of the
// delivery lag.
func (h *Hub) register(reg prometheus.Registerer) {
	h.metrics = &metrics{
		published: prometheus.NewCounter(prometheus.CounterOpts{Name: "oneloft_live_messages_total", Help: "Live messages published by this instance."}),
		bytes:     prometheus.NewCounter(prometheus.CounterOpts{Name: "oneloft_live_message_bytes_total", Help: "Bytes of the live messages published by this instance."}),
		failed:    prometheus.NewCounter(prometheus.CounterOpts{Name: "oneloft_live_publish_errors_total", Help: "Live messages that could not be published (the broker did not answer)."}),
		held: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "oneloft_live_hold_seconds",
			Help:    "Time from a flight event reaching the hub to its (last) message being published.",
			Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2.5, 5, 10}}),
	}
	connections := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "oneloft_live_connections", Help: "Viewers connected to this instance."},
		func() float64 { return float64(h.node.Hub().NumClients()) })
	reg.MustRegister(h.metrics.published, h.metrics.bytes, h.metrics.failed, h.metrics.held, connections)
}

func (m *metrics) message(n int, err error) {
	if m == nil {
		return
	}
	if err != nil {
		m.failed.Inc()
		return
	}
	m.published.Inc()
	m.bytes.Add(float64(n))
}

func (m *metrics) sent(since time.Time) {
	if m != nil {
		m.held.Observe(time.Since(since).Seconds())
	}
}
