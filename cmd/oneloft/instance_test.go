package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// instanceEnv makes this test binary run `oneloft` with the JSON list of
// arguments it holds, so that the multi-instance tests start real server
// processes (which they can kill) without building the binary first.
const instanceEnv = "ONELOFT_TEST_INSTANCE"

func TestMain(m *testing.M) {
	if args := os.Getenv(instanceEnv); args != "" {
		os.Exit(profiled("instance", func() int { return runInstance(args) }))
	}
	if cfg := os.Getenv(swarmEnv); cfg != "" {
		os.Exit(profiled("swarm", func() int { return runSwarm(cfg) }))
	}
	os.Exit(m.Run())
}

func runInstance(argsJSON string) int {
	var args []string
	if err := json.Unmarshal([]byte(argsJSON), &args); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, args, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "oneloft:", err)
		return 1
	}
	return 0
}

// instance is a `oneloft serve` process on loopback.
type instance struct {
	name, addr string
	args       []string
	cmd        *exec.Cmd
	exited     chan struct{}
	log        *syncBuffer
}

// freeAddr is a loopback address with a port free at the moment.
func freeAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startInstance starts `oneloft serve` at addr with args and waits until its
// health check answers; it is stopped (SIGTERM) when the test ends, and its
// log is shown when the test failed.
func startInstance(tb testing.TB, name, addr string, args ...string) *instance {
	tb.Helper()
	in := &instance{name: name, addr: addr, args: args, log: &syncBuffer{}}
	in.start(tb)
	tb.Cleanup(func() {
		in.stop()
		if tb.Failed() {
			tb.Logf("log of instance %s:\n%s", name, in.log.tail(60))
		}
	})
	return in
}

func (in *instance) start(tb testing.TB) {
	tb.Helper()
	args, _ := json.Marshal(append([]string{"serve", "--addr", in.addr, "--log-level", "warn"}, in.args...))
	in.cmd = exec.Command(os.Args[0], "-test.run=^$")
	in.cmd.Env = append(os.Environ(), instanceEnv+"="+string(args))
	in.cmd.Stdout, in.cmd.Stderr = in.log, in.log
	if err := in.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	in.exited = make(chan struct{})
	go func() { in.cmd.Wait(); close(in.exited) }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(in.url() + "/api/health")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
		}
		select {
		case <-in.exited:
			tb.Fatalf("instance %s exited at start:\n%s", in.name, in.log.tail(30))
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			tb.Fatalf("instance %s not healthy within 30 s:\n%s", in.name, in.log.tail(30))
		}
	}
}

func (in *instance) url() string { return "http://" + in.addr }

func (in *instance) liveURL() string { return "ws://" + in.addr + "/connection/websocket" }

// stop ends the process as an orchestrator does: SIGTERM, then SIGKILL
// after 20 s.
func (in *instance) stop() {
	select {
	case <-in.exited:
		return
	default:
	}
	in.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-in.exited:
	case <-time.After(20 * time.Second):
		in.cmd.Process.Kill()
		<-in.exited
	}
}

// kill ends the process at once, as a crash or `kill -9` does.
func (in *instance) kill() {
	in.cmd.Process.Kill()
	<-in.exited
}

// syncBuffer is a process's output, written by it while the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// tail is the last n lines.
func (s *syncBuffer) tail(n int) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	lines := strings.Split(strings.TrimRight(s.b.String(), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
