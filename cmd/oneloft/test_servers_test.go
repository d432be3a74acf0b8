package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
)

// pgServer is a PostgreSQL server of the test's own, so that it can be
// stopped and started again without disturbing other tests.
type pgServer struct {
	bin, dir string
	port     int
	cred     *syscall.Credential // the postgres account's, when the test runs as root
	cmd      *exec.Cmd
	exited   chan struct{}
}

// startPostgres makes a cluster in a temporary folder with initdb and starts
// it on a free loopback port; skipped where PostgreSQL's programs are not
// installed.
func startPostgres(t *testing.T) *pgServer {
	initdb, _ := exec.LookPath("initdb")
	if found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb"); initdb == "" && len(found) > 0 {
		initdb = found[len(found)-1]
	}
	if initdb == "" {
		t.Skip("PostgreSQL's initdb is not installed")
	}
	dir, err := os.MkdirTemp("", "oneloft-pg-") // not t.TempDir: the postgres account must reach it
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	s := &pgServer{bin: filepath.Dir(initdb), dir: dir}
	if os.Geteuid() == 0 { // PostgreSQL refuses to run as root
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Skip("running as root without a postgres account")
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		must(t, os.Chown(dir, uid, gid))
		s.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	init := exec.Command(initdb, "-D", filepath.Join(dir, "data"), "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8")
	init.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	if out, err := init.CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	addr := freeAddr(t)
	s.port, _ = strconv.Atoi(addr[strings.LastIndex(addr, ":")+1:])
	s.start(t)
	t.Cleanup(s.stop)
	return s
}

func (s *pgServer) url() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", s.port)
}

// start runs the server and waits until it takes connections.
func (s *pgServer) start(t *testing.T) {
	s.cmd = exec.Command(filepath.Join(s.bin, "postgres"), "-D", filepath.Join(s.dir, "data"), "-p", strconv.Itoa(s.port),
		"-k", s.dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "full_page_writes=off")
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	log := &syncBuffer{}
	s.cmd.Stdout, s.cmd.Stderr = log, log
	must(t, s.cmd.Start())
	s.exited = make(chan struct{})
	go func() { s.cmd.Wait(); close(s.exited) }()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		db, err := store.Open(t.Context(), s.url(), store.Options{})
		if err == nil {
			err = db.Bun().PingContext(t.Context())
			db.Close()
			if err == nil {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("PostgreSQL did not start: %v\n%s", err, log.tail(20))
		}
	}
}

// stop shuts the server down fast, as a restart does: sessions are ended.
func (s *pgServer) stop() {
	select {
	case <-s.exited:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	<-s.exited
}

// redisServer is a Redis of the test's own, so that it can be restarted.
type redisServer struct {
	addr   string
	cmd    *exec.Cmd
	exited chan struct{}
}

// startRedis starts redis-server without persistence on a free loopback
// port; skipped where it is not installed.
func startRedis(t *testing.T) *redisServer {
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Skip("redis-server is not installed")
	}
	r := &redisServer{addr: freeAddr(t)}
	r.start(t)
	t.Cleanup(r.stop)
	return r
}

func (r *redisServer) url() string { return "redis://" + r.addr + "/0" }

func (r *redisServer) start(t *testing.T) {
	host, port, _ := net.SplitHostPort(r.addr)
	r.cmd = exec.Command("redis-server", "--bind", host, "--port", port, "--save", "", "--appendonly", "no")
	must(t, r.cmd.Start())
	r.exited = make(chan struct{})
	go func() { r.cmd.Wait(); close(r.exited) }()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if c, err := net.Dial("tcp", r.addr); err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("redis-server did not start")
		}
	}
}

// stop kills the server: what it held (the channels' history) is gone.
func (r *redisServer) stop() {
	select {
	case <-r.exited:
		return
	default:
	}
	r.cmd.Process.Kill()
	<-r.exited
}
