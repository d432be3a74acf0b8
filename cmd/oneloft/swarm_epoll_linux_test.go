//go:build linux

package main

import (
	"fmt"
	"hash/maphash"
	"net"
	"net/url"
	"os"
	"runtime"
	"sync/atomic"
	"syscall"
	"time"
)

// epollSwarm is a swarm light enough for 20,000 viewers beside two servers,
// PostgreSQL and Redis on two cores: one event loop a core, each holding its
// viewers' sockets in one epoll set and reading them into one shared buffer,
// so that a viewer is a couple of hundred bytes of state and no goroutine.
// A publication is parsed once per loop (every viewer gets the same bytes),
// and a viewer's copy is compared with it byte for byte before its birds are
// counted, so every arrival is still checked at every viewer.
type epollSwarm struct {
	cfg     *swarmConfig
	sent    []int64
	addrs   []viewerAddr
	loops   []*swarmLoop
	ready   atomic.Int64  // viewers subscribed once
	reloads chan struct{} // result page reloads at a time
	quit    atomic.Bool
	// tick (ONELOFT_SWARM_TICK) is the least time between a loop's rounds:
	// each read then takes what several messages brought, which costs less
	// CPU and adds up to tick to the delivery measured. 0 by default: under
	// load the rounds grow long enough by themselves.
	tick time.Duration
}

// viewerAddr is where a viewer connects and reads the result pages.
type viewerAddr struct {
	sa      syscall.SockaddrInet4
	upgrade []byte
	pages   string
}

// Viewer states.
const (
	stateIdle       = iota // waiting to dial, at due
	stateConnecting        // TCP connecting, until due
	stateUpgrading         // upgrade sent, until due
	stateOpen
)

const (
	maxDialing   = 256              // handshakes a loop has under way at a time
	handshakeFor = 30 * time.Second // a handshake not done by then is started again
	sweepEvery   = 50 * time.Millisecond
	idleSleep    = 2 * time.Millisecond // when no socket is ready
	readBuffer   = 256 << 10            // a loop's, for every read
)

// startEpollSwarm connects cfg's viewers and returns once each is subscribed.
func startEpollSwarm(cfg *swarmConfig, sent []int64) (viewerSwarm, error) {
	s := &epollSwarm{cfg: cfg, sent: sent, reloads: make(chan struct{}, 16)}
	s.tick, _ = time.ParseDuration(os.Getenv("ONELOFT_SWARM_TICK"))
	for i, u := range cfg.URLs {
		a, err := parseViewerAddr(u)
		if err != nil {
			return nil, err
		}
		a.pages = cfg.Pages[i%len(cfg.Pages)]
		s.addrs = append(s.addrs, a)
	}
	n := max(1, min(runtime.GOMAXPROCS(0), cfg.Viewers))
	for range n {
		l, err := newSwarmLoop(s)
		if err != nil {
			return nil, err
		}
		s.loops = append(s.loops, l)
	}
	for i := range cfg.Viewers {
		l := s.loops[i%n]
		l.viewers = append(l.viewers, &eviewer{fd: -1, idx: int32(len(l.viewers)), addr: uint8(i % len(s.addrs))})
	}
	for _, l := range s.loops {
		l.reloaded = make(chan reloaded, len(l.viewers)) // a viewer has one reload under way at the most
		go l.run()
	}
	for deadline := time.Now().Add(2 * time.Minute); s.ready.Load() < int64(cfg.Viewers); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("%d of %d viewers subscribed within 2 minutes", s.ready.Load(), cfg.Viewers)
		}
	}
	return s, nil
}

// parseViewerAddr reads a ws:// URL on an IPv4 address.
func parseViewerAddr(raw string) (viewerAddr, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return viewerAddr{}, err
	}
	ta, err := net.ResolveTCPAddr("tcp4", u.Host)
	if err != nil {
		return viewerAddr{}, err
	}
	a := viewerAddr{sa: syscall.SockaddrInet4{Port: ta.Port}, upgrade: upgradeRequest(u.Host, u.RequestURI())}
	copy(a.sa.Addr[:], ta.IP.To4())
	return a, nil
}

func (s *epollSwarm) missing() int64 {
	n := int64(s.cfg.Viewers) * int64(s.cfg.Birds)
	for _, l := range s.loops {
		n -= l.seen.Load()
	}
	return n
}

func (s *epollSwarm) stop() swarmReport {
	s.quit.Store(true)
	for _, l := range s.loops {
		<-l.done
	}
	rep := swarmReport{Delivery: map[int64]int64{}}
	for _, l := range s.loops {
		for _, v := range l.viewers {
			rep.Missing += int64(s.cfg.Birds - int(v.count))
			rep.SeenBytes += int64(v.seen.bytes() + v.live.bytes())
		}
		for ms, c := range l.delivery {
			if c > 0 {
				rep.Delivery[int64(ms)] += c
			}
		}
		rep.Doubled += l.doubled
		rep.Reconnects += l.reconnects
		rep.Reloads += l.reloads
		rep.Resubscribes += l.resubscribes
		rep.Largest = max(rep.Largest, l.largest)
	}
	first := s.loops[0].viewers[0]
	for bird := 0; bird < s.cfg.Birds && len(rep.FirstMissing) < 20; bird++ {
		if !first.seen.has(bird) {
			rep.FirstMissing = append(rep.FirstMissing, bird)
		}
	}
	return rep
}

// swarmLoop is one event loop and the viewers it owns; only its goroutine
// touches them, but for seen, which the swarm reads to tell what is missing.
type swarmLoop struct {
	s        *epollSwarm
	epfd     int
	viewers  []*eviewer
	events   []syscall.EpollEvent
	buf      []byte // every read lands here
	out      []byte // the frame being written
	pubs     pubCache
	inflated inflateCache
	epochs   map[string]string // one copy of each stream's epoch
	reloaded chan reloaded
	dialing  int
	done     chan struct{}
	seen     atomic.Int64 // birds held, over its viewers

	// figures for the report, read once the loop has ended
	delivery                                                  [60_001]int64 // ms → deliveries, every one
	doubled, reconnects, reloads, resubscribes, largest, errs int64
}

func newSwarmLoop(s *epollSwarm) (*swarmLoop, error) {
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	return &swarmLoop{s: s, epfd: epfd, events: make([]syscall.EpollEvent, 1024), buf: make([]byte, readBuffer),
		epochs: map[string]string{}, done: make(chan struct{}), inflated: inflateCache{seed: maphash.MakeSeed()}}, nil
}

func (l *swarmLoop) run() {
	defer close(l.done)
	next := time.Now()
	for !l.s.quit.Load() {
		round := time.Now()
		if err := l.poll(); err != nil {
			l.logf("epoll: %v", err)
			break
		}
		if now := time.Now(); now.After(next) {
			l.sweep(now.UnixNano())
			next = now.Add(sweepEvery)
		}
		if tick := l.s.tick; tick > 0 {
			time.Sleep(tick - time.Since(round))
		}
	}
	for _, v := range l.viewers {
		if v.fd >= 0 {
			syscall.Close(int(v.fd))
			v.fd = -1
		}
	}
	syscall.Close(l.epfd)
}

// poll handles what epoll reports, until the sockets have nothing more;
// when nothing is ready it sleeps a little instead of waiting in epoll:
// the runtime's monitor thread wakes every 20 µs while a thread is in a
// blocking syscall, which cost a sixth of the swarm's CPU.
func (l *swarmLoop) poll() error {
	for first := true; ; first = false {
		n, err := rawPoll(l.epfd, l.events)
		if n == 0 && err == nil && first {
			time.Sleep(idleSleep)
			n, err = rawPoll(l.epfd, l.events)
		}
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		for _, ev := range l.events[:n] {
			l.event(l.viewers[ev.Fd], ev.Events, time.Now().UnixNano())
		}
		if n < len(l.events) {
			return nil
		}
	}
}

// sweep dials the viewers due (a few hundred handshakes at a time, as the
// servers' accept queues hold), gives up handshakes that take too long,
// runs the catch-up checks due and takes the result pages reloaded.
func (l *swarmLoop) sweep(now int64) {
	for _, v := range l.viewers {
		switch v.state {
		case stateIdle:
			if now >= v.due && l.dialing < maxDialing {
				l.dial(v, now)
			}
		case stateConnecting, stateUpgrading:
			if now >= v.due {
				l.drop(v, now)
			}
		}
		if v.checkAt != 0 && now >= v.checkAt {
			l.check(v, now)
		}
	}
	for {
		select {
		case r := <-l.reloaded:
			l.fromPages(r, now)
		default:
			return
		}
	}
}

func (l *swarmLoop) dial(v *eviewer, now int64) {
	v.due = now + int64(time.Second) // unless it works
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_NONBLOCK|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		l.logf("socket: %v", err)
		return
	}
	if err := syscall.Connect(fd, &l.s.addrs[v.addr].sa); err != nil && err != syscall.EINPROGRESS {
		syscall.Close(fd)
		l.logf("connect: %v", err)
		return
	}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLOUT | syscall.EPOLLRDHUP, Fd: v.idx}
	if err := syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_ADD, fd, &ev); err != nil {
		syscall.Close(fd)
		l.logf("epoll add: %v", err)
		return
	}
	v.fd, v.state, v.due = int32(fd), stateConnecting, now+int64(handshakeFor)
	l.dialing++
}

// event handles what epoll reported of v's socket.
func (l *swarmLoop) event(v *eviewer, events uint32, now int64) {
	if v.fd < 0 {
		return
	}
	if v.state == stateConnecting {
		if errno, err := syscall.GetsockoptInt(int(v.fd), syscall.SOL_SOCKET, syscall.SO_ERROR); err != nil || errno != 0 ||
			events&(syscall.EPOLLERR|syscall.EPOLLHUP) != 0 {
			l.drop(v, now)
			return
		}
		v.state = stateUpgrading
		l.watch(v, false)
		l.send(v, l.s.addrs[v.addr].upgrade)
		return
	}
	if events&syscall.EPOLLOUT != 0 && len(v.out) > 0 {
		l.flush(v, now)
	}
	if v.fd >= 0 && events&(syscall.EPOLLIN|syscall.EPOLLRDHUP|syscall.EPOLLHUP|syscall.EPOLLERR) != 0 {
		l.read(v, now)
	}
}

// logf tells of the loop's first few failures on stderr.
func (l *swarmLoop) logf(format string, args ...any) {
	if l.errs++; l.errs <= 5 {
		fmt.Fprintf(os.Stderr, "swarm: "+format+"\n", args...)
	}
}
