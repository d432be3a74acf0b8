package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// swarmEnv makes this test binary a swarm of load viewers (the JSON
// swarmConfig it holds): a process holds at most 20,000 files here, so
// 20,000 viewers take several.
const swarmEnv = "ONELOFT_TEST_SWARM"

// viewersPerSwarm stays well under a process's 20,000 files.
const viewersPerSwarm = 7000

type swarmConfig struct {
	URLs      []string `json:"urls"`  // viewers are spread over these
	Pages     []string `json:"pages"` // the instances' addresses, for the result pages
	Viewers   int      `json:"viewers"`
	Flight    int64    `json:"flight"`
	FirstBird int64    `json:"first_bird"`
	Birds     int      `json:"birds"`
	SentAt    string   `json:"sent_at"` // the file of the birds' send times
}

// swarmReport is what a swarm tells at the end.
type swarmReport struct {
	Missing, Doubled, Reconnects, Largest, Reloads int64
	Delivery                                       map[int64]int64 // ms → count, sampled
	FirstMissing                                   []int           // birds the first viewer lacks (at most 20), to look into
}

// sentTimes maps the file of the birds' send times (Unix ns, 8 bytes a
// bird), which the clocks write and the swarms read.
func sentTimes(path string, birds int, write bool) ([]int64, error) {
	flag, prot := os.O_RDONLY, syscall.PROT_READ
	if write {
		flag, prot = os.O_RDWR|os.O_CREATE, syscall.PROT_READ|syscall.PROT_WRITE
	}
	f, err := os.OpenFile(path, flag, 0o600)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if write {
		if err := f.Truncate(int64(8 * birds)); err != nil {
			return nil, err
		}
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, 8*birds, prot, syscall.MAP_SHARED)
	if err != nil {
		return nil, err
	}
	return unsafe.Slice((*int64)(unsafe.Pointer(&b[0])), birds), nil
}

// swarm is a running swarm process, seen from the test.
type swarm struct {
	cmd     *exec.Cmd
	in      *os.File
	out     *bufio.Scanner
	missing atomic.Int64
	report  chan swarmReport
}

func startSwarm(t *testing.T, cfg swarmConfig) *swarm {
	js, _ := json.Marshal(cfg)
	s := &swarm{cmd: exec.Command(os.Args[0], "-test.run=^$"), report: make(chan swarmReport, 1)}
	s.cmd.Env = append(os.Environ(), swarmEnv+"="+string(js))
	in, err := s.cmd.StdinPipe()
	must(t, err)
	out, err := s.cmd.StdoutPipe()
	must(t, err)
	s.cmd.Stderr = os.Stderr
	must(t, s.cmd.Start())
	s.in, s.out = in.(*os.File), bufio.NewScanner(out)
	s.out.Buffer(make([]byte, 1<<20), 16<<20)
	t.Cleanup(func() { s.cmd.Process.Kill(); s.cmd.Wait() })
	if !s.out.Scan() || s.out.Text() != "READY" {
		t.Fatalf("swarm did not connect its viewers: %s", s.out.Text())
	}
	go func() {
		for s.out.Scan() {
			line := s.out.Text()
			if n, ok := strings.CutPrefix(line, "MISSING "); ok {
				v, _ := strconv.ParseInt(n, 10, 64)
				s.missing.Store(v)
			} else if r, ok := strings.CutPrefix(line, "REPORT "); ok {
				var rep swarmReport
				json.Unmarshal([]byte(r), &rep)
				s.report <- rep
			}
		}
	}()
	return s
}

// runSwarm connects the viewers, says READY, tells how many arrivals its
// viewers miss every 200 ms, and reports when its stdin closes.
func runSwarm(cfgJSON string) int {
	var cfg swarmConfig
	if err := json.Unmarshal([]byte(cfgJSON), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	sent, err := sentTimes(cfg.SentAt, cfg.Birds, false)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	var delivery histogram
	vs := make([]*loadViewer, cfg.Viewers)
	var ready sync.WaitGroup
	for i := range vs {
		v := &loadViewer{cfg: &cfg, sent: sent, delivery: &delivery, url: cfg.URLs[i%len(cfg.URLs)], pages: cfg.Pages[i%len(cfg.Pages)],
			seen: make([]uint64, (cfg.Birds+63)/64)}
		vs[i] = v
		ready.Add(1)
		if err := v.dial(false); err != nil {
			fmt.Println("viewer", i, err)
			return 1
		}
		go v.read(ready.Done)
	}
	ready.Wait()
	fmt.Println("READY")
	done := make(chan struct{})
	go func() { bufio.NewReader(os.Stdin).ReadString('\n'); close(done) }()
	for {
		select {
		case <-done:
			rep := swarmReport{Delivery: delivery.counts(), FirstMissing: vs[0].lacking(20)}
			for _, v := range vs {
				v.stop()
				rep.Missing += int64(v.missing())
				rep.Doubled += v.doubled.Load()
				rep.Reconnects += v.reconnects.Load()
				rep.Reloads += v.reloads.Load()
				rep.Largest = max(rep.Largest, v.largest.Load())
			}
			js, _ := json.Marshal(rep)
			fmt.Println("REPORT " + string(js))
			return 0
		case <-time.After(200 * time.Millisecond):
			n := 0
			for _, v := range vs {
				n += v.missing()
			}
			fmt.Println("MISSING", n)
		}
	}
}

// catchUpAfter is how long a viewer told of birds it lacks waits for them.
const catchUpAfter = 2 * time.Second

var pigeonKey = []byte(`"pigeon_id":`)
