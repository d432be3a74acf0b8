//go:build linux

package live

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"syscall"
	"time"

	"github.com/centrifugal/centrifuge"
	"golang.org/x/sys/unix"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// poller watches every viewer's websocket with one epoll set: a viewer
// costs no goroutine while it only listens, which is all a viewer does
// but for a pong every 25 seconds. A websocket with bytes to read is
// handed to a goroutine that lives as long as the reading.
type poller struct {
	node *centrifuge.Node
	fan  *fanout
	log  *slog.Logger
	epfd int
	wake int // an eventfd: written, it ends run

	mu     sync.Mutex
	conns  map[int32]*wsConn // by fd
	gen    uint32
	closed bool

	bufs sync.Pool // read buffers, one per goroutine reading

	deflates deflateCache // deflated messages, for viewers that agreed
}

// wsReadBuffer is what one read takes: a viewer's commands are small, and
// a bigger frame comes in several reads.
const wsReadBuffer = 4 << 10

// wsEvents are what the poller waits for: bytes or a hang-up, and once
// only, so that one goroutine at a time reads a connection.
const wsEvents = unix.EPOLLIN | unix.EPOLLRDHUP | unix.EPOLLONESHOT

func newPoller(node *centrifuge.Node, fan *fanout, log *slog.Logger) (*poller, error) {
	epfd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	wake, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		_ = unix.Close(epfd)
		return nil, err
	}
	if err := unix.EpollCtl(epfd, unix.EPOLL_CTL_ADD, wake, &unix.EpollEvent{Events: unix.EPOLLIN, Fd: -1}); err != nil {
		_ = unix.Close(epfd)
		_ = unix.Close(wake)
		return nil, err
	}
	p := &poller{node: node, fan: fan, log: log, epfd: epfd, wake: wake, conns: map[int32]*wsConn{}}
	p.bufs.New = func() any { b := make([]byte, wsReadBuffer); return &b }
	p.deflates.byKey = map[msgKey]*deflatedMsg{}
	go p.run()
	return p, nil
}

// serve makes r a websocket on the transport and returns true, or false
// for a request the transport leaves to centrifuge's handler.
func (p *poller) serve(w http.ResponseWriter, r *http.Request) bool {
	if wantsCentrifugeWebsocket(r) {
		return false
	}
	accept, err := checkUpgrade(r)
	if err != nil {
		var ue *wsUpgradeError
		errors.As(err, &ue)
		if ue.status == http.StatusBadRequest {
			w.Header().Set("Sec-WebSocket-Version", "13")
		}
		http.Error(w, ue.msg, ue.status)
		return true
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		return false
	}
	conn, brw, err := hj.Hijack()
	if err != nil {
		return true
	}
	sc, ok := conn.(syscall.Conn)
	if !ok || brw.Reader.Buffered() > 0 { // no socket, or frames sent before the answer
		_ = conn.Close()
		return true
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		_ = conn.Close()
		return true
	}
	c := &wsConn{conn: conn, raw: raw, poll: p}
	_ = raw.Control(func(fd uintptr) { c.fd = int(fd) })
	// No deadline the server set for reading the request (ReadTimeout)
	// may end the websocket: a viewer listens for hours.
	_ = conn.SetDeadline(time.Time{})
	_ = conn.SetWriteDeadline(time.Now().Add(wsWriteTimeout))
	answer := "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + accept + "\r\n"
	if c.deflate = offersDeflate(r); c.deflate {
		answer += "Sec-WebSocket-Extensions: " + wsframe.DeflateExtension + "\r\n"
	}
	if _, err := io.WriteString(conn, answer+"\r\n"); err != nil {
		_ = conn.Close()
		return true
	}
	_ = conn.SetWriteDeadline(time.Time{}) // see wsConn.send
	// The request's context ends when this handler returns; the client
	// keeps its values (the guard's viewer comes in the connect command).
	client, closeClient, err := centrifuge.NewClient(context.WithoutCancel(r.Context()), p.node, c)
	if err != nil {
		_ = conn.Close()
		return true
	}
	c.client, c.closeClient = client, closeClient
	if err := p.add(c); err != nil {
		c.end()
	}
	return true
}

// add starts watching c.
func (p *poller) add(c *wsConn) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return errors.New("live: the hub is closed")
	}
	p.gen++
	c.gen = p.gen
	p.conns[int32(c.fd)] = c
	return unix.EpollCtl(p.epfd, unix.EPOLL_CTL_ADD, c.fd, &unix.EpollEvent{Events: wsEvents, Fd: int32(c.fd), Pad: int32(c.gen)})
}

// rearm watches c again after a read. It holds mu, which run takes to
// hand out an event: what this read left in c happens before the next
// read, for the memory model as for the kernel.
func (p *poller) rearm(c *wsConn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed { // the epoll fd is closed, or soon
		go c.end()
		return
	}
	if err := unix.EpollCtl(p.epfd, unix.EPOLL_CTL_MOD, c.fd, &unix.EpollEvent{Events: wsEvents, Fd: int32(c.fd), Pad: int32(c.gen)}); err != nil {
		go c.end() // shut meanwhile, or the poller closed; end takes mu
	}
}

// remove stops watching c, before its fd is closed and reused.
func (p *poller) remove(c *wsConn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.conns[int32(c.fd)] == c {
		delete(p.conns, int32(c.fd))
		if !p.closed {
			_ = unix.EpollCtl(p.epfd, unix.EPOLL_CTL_DEL, c.fd, nil)
		}
	}
}

// run hands every connection with bytes to a goroutine that reads them.
// An event for an fd that was closed and reused since carries the old
// connection's number and is dropped.
func (p *poller) run() {
	defer func() {
		_ = unix.Close(p.epfd)
		_ = unix.Close(p.wake)
	}()
	events := make([]unix.EpollEvent, 256)
	for {
		n, err := unix.EpollWait(p.epfd, events, -1)
		if err == unix.EINTR {
			continue
		}
		if err != nil { // the hub cannot read its viewers any more
			p.log.Error("live: epoll", "err", err)
			p.mu.Lock()
			p.closed = true // no one touches the epoll fd once it is closed
			p.mu.Unlock()
			return
		}
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			return
		}
		for _, ev := range events[:n] {
			if c := p.conns[ev.Fd]; c != nil && c.gen == uint32(ev.Pad) {
				go p.read(c)
			}
		}
		p.mu.Unlock()
	}
}

func (p *poller) read(c *wsConn) {
	buf := p.bufs.Get().(*[]byte)
	defer p.bufs.Put(buf)
	if c.readable(*buf) {
		p.rearm(c)
	}
}

// close shuts every connection left (after the node's shutdown closed
// their clients) and stops watching.
func (p *poller) close() {
	p.mu.Lock()
	p.closed = true
	left := make([]*wsConn, 0, len(p.conns))
	for _, c := range p.conns {
		left = append(left, c)
	}
	p.mu.Unlock()
	for _, c := range left {
		c.shutdown()
	}
	_, _ = unix.Write(p.wake, []byte{1, 0, 0, 0, 0, 0, 0, 0})
}
