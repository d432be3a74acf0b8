package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// swarmEnv makes this test binary a swarm of load viewers (the JSON
// swarmConfig it holds): a process holds only so many files, so many
// viewers may take several.
const swarmEnv = "ONELOFT_TEST_SWARM"

// Kinds of swarm: the epoll one, and the goroutine one it replaced, kept as
// its baseline (TestSwarmCost).
const (
	swarmEpoll     = "epoll"
	swarmGoroutine = "goroutine"
)

// subscribeAnswer is centrifuge's answer to a subscribe: where the stream
// stands, and what recovery brought.
type subscribeAnswer struct {
	Error     json.RawMessage `json:"error"`
	Subscribe struct {
		Epoch         string `json:"epoch"`
		Offset        uint64 `json:"offset"`
		WasRecovering bool   `json:"was_recovering"`
		Recovered     bool   `json:"recovered"`
		Publications  []struct {
			Data   json.RawMessage `json:"data"`
			Offset uint64          `json:"offset"`
		} `json:"publications"`
	} `json:"subscribe"`
}

// raiseFileLimit raises this process's soft limit of open files to its hard
// one, which the instances and swarms it starts inherit; it returns the limit.
func raiseFileLimit() int {
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) != nil {
		return 1024
	}
	if lim.Cur < lim.Max {
		lim.Cur = lim.Max
		if syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim) != nil {
			syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim)
		}
	}
	return int(min(lim.Cur, 1<<30))
}

// swarmSizes splits viewers over as few swarm processes as the limit of
// open files allows, leaving each room for its own files (the result pages
// it reloads, the runtime's).
func swarmSizes(viewers, fileLimit int) []int {
	per := max(fileLimit-1000, 100)
	n := (viewers + per - 1) / per
	var sizes []int
	for i := range n {
		sizes = append(sizes, viewers/n+map[bool]int{true: 1}[i < viewers%n])
	}
	return sizes
}

type swarmConfig struct {
	URLs      []string `json:"urls"`  // viewers are spread over these
	Pages     []string `json:"pages"` // the instances' addresses, for the result pages
	Viewers   int      `json:"viewers"`
	Flight    int64    `json:"flight"`
	FirstBird int64    `json:"first_bird"`
	Birds     int      `json:"birds"`
	SentAt    string   `json:"sent_at"` // the file of the birds' send times
	Kind      string   `json:"kind"`    // swarmEpoll (by default) or swarmGoroutine
}

// viewerSwarm is a swarm's viewers, seen from its process.
type viewerSwarm interface {
	missing() int64    // arrivals its viewers lack, of every bird of the race
	stop() swarmReport // disconnects the viewers and tells what they saw
}

// swarmReport is what a swarm tells at the end.
type swarmReport struct {
	Missing, Doubled, Reconnects, Largest, Reloads int64
	Resubscribes                                   int64           // after the server lost a stream's position (epoll swarm)
	SeenBytes                                      int64           // the viewers' record of the birds they hold (epoll swarm)
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
	t.Cleanup(func() {
		// a swarm told to report ends by itself (writing its profile, if
		// asked): it is killed only when it does not
		s.in.Close()
		exited := make(chan struct{})
		go func() { s.cmd.Wait(); close(exited) }()
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			s.cmd.Process.Kill()
			<-exited
		}
	})
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
	start := startEpollSwarm
	if cfg.Kind == swarmGoroutine {
		start = startGoroutineSwarm
	}
	s, err := start(&cfg, sent)
	if err != nil {
		fmt.Println("swarm:", err)
		return 1
	}
	fmt.Println("READY")
	done := make(chan struct{})
	go func() { bufio.NewReader(os.Stdin).ReadString('\n'); close(done) }()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			js, _ := json.Marshal(s.stop())
			fmt.Println("REPORT " + string(js))
			return 0
		case <-tick.C:
			fmt.Println("MISSING", s.missing())
		}
	}
}

// catchUpAfter is how long a viewer told of birds it lacks waits for them.
const catchUpAfter = 2 * time.Second

var pigeonKey = []byte(`"pigeon_id":`)
