package main

import (
	"cmp"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestSwarmCost measures the epoll swarm against the goroutine swarm it
// replaced, side by side on one race of the load test's cluster, so that
// both get the same messages at the same time: CPU per 1,000 viewers while
// the race runs and memory per viewer (that of a swarm of N viewers less
// that of a swarm of 10, over N−10). ONELOFT_SWARM_COST=1 runs it,
// ONELOFT_SWARM_COST_VIEWERS sets N (2,000 by default), ONELOFT_LOAD_RATE
// and _SECONDS the race (400 a second, 30 s). Each swarm must hold every
// arrival sent once: the new one's counting is checked by the old one's.
func TestSwarmCost(t *testing.T) {
	if os.Getenv("ONELOFT_SWARM_COST") == "" {
		t.Skip("ONELOFT_SWARM_COST=1 runs this")
	}
	raiseFileLimit()
	n := envInt("ONELOFT_SWARM_COST_VIEWERS", 2000)
	cfg := loadConfig{viewers: n, rate: envInt("ONELOFT_LOAD_RATE", 400), seconds: envInt("ONELOFT_LOAD_SECONDS", 30)}
	c := startCluster(t, 0)
	l := seedLoad(t, c, cfg)
	type side struct {
		kind       string
		big, small *swarm
		cpu        time.Duration
		rep        swarmReport
		delivery   histogram
	}
	var sides []*side
	for kind := range strings.SplitSeq(cmp.Or(os.Getenv("ONELOFT_SWARM_COST_KINDS"), swarmGoroutine+","+swarmEpoll), ",") {
		sides = append(sides, &side{kind: kind})
	}
	start := func(kind string, viewers int) *swarm {
		return startSwarm(t, swarmConfig{URLs: []string{c.a.liveURL(), c.b.liveURL()}, Pages: []string{c.a.url(), c.b.url()}, Viewers: viewers,
			Flight: l.flight, FirstBird: l.firstBird, Birds: len(l.chips), SentAt: l.sentPath, Kind: kind})
	}
	for _, s := range sides {
		s.small, s.big = start(s.kind, 10), start(s.kind, n)
	}
	for _, s := range sides {
		s.cpu = -procCPU(s.big.cmd.Process.Pid)
	}
	began := time.Now()
	sent := l.fly(cfg.rate, began.Add(time.Duration(cfg.seconds)*time.Second*3/2))
	race := time.Since(began)
	for _, s := range sides {
		s.cpu += procCPU(s.big.cmd.Process.Pid)
	}
	unsent := int64(len(l.chips) - sent)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if !slices.ContainsFunc(sides, func(s *side) bool { return s.big.missing.Load() > unsent*int64(n) }) {
			break
		}
	}
	t.Logf("race: %d birds sent of %d in %s; %d viewers a swarm", sent, len(l.chips), race.Round(time.Millisecond), n)
	for _, s := range sides {
		mem := float64(procRSS(s.big.cmd.Process.Pid)-procRSS(s.small.cmd.Process.Pid)) / float64(n-10)
		s.big.in.Close()
		s.small.in.Close()
		s.rep = <-s.big.report
		<-s.small.report
		s.delivery.merge(s.rep.Delivery)
		s.rep.Missing -= unsent * int64(n)
		cores := s.cpu.Seconds() / race.Seconds()
		t.Logf("%-9s swarm: %.3f cores per 1,000 viewers (%.2f cores), %.1f KB per viewer; missing %d, doubled %d, reconnects %d, reloads %d; delivery p50 %s, p99 %s (%d timed)",
			s.kind, cores/float64(n)*1000, cores, mem/1024, s.rep.Missing, s.rep.Doubled, s.rep.Reconnects, s.rep.Reloads,
			s.delivery.quantile(0.5), s.delivery.quantile(0.99), s.delivery.n)
		if s.rep.Missing != 0 || s.rep.Doubled != 0 {
			t.Errorf("%s swarm: %d arrivals missing, %d doubled, want each sent arrival once at every viewer", s.kind, s.rep.Missing, s.rep.Doubled)
		}
	}
	if len(sides) == 2 {
		t.Logf("%s / %s: CPU %.2f×", sides[1].kind, sides[0].kind, sides[1].cpu.Seconds()/sides[0].cpu.Seconds())
	}
}
