package live

import (
	"cmp"
	"net"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// out writes bufs, one or more whole frames, after what waits for the
// viewer: straight to the socket when nothing waits and the socket has
// room for all of it, as it has for a viewer keeping pace, without arming
// a deadline (a runtime timer) for every message and without waiting.
// What the socket does not take waits in the backlog, written by a
// goroutine of the connection's own (flush) that waits for room up to
// wsStallTimeout; a viewer with more than ClientQueueBytes waiting is too
// slow and is closed, as centrifuge closes one. Shared bufs are kept as
// they are, a publication waiting for many viewers once in memory; others
// are copied, the caller's to reuse. An error that ends the connection
// comes back; the caller holds wmu.
func (c *wsConn) out(bufs net.Buffers, shared bool) error {
	if !c.flushing {
		n, werr := c.writeNow(bufs)
		switch {
		case werr == nil && n == size(bufs):
			return nil
		case werr != nil && werr != syscall.EAGAIN && werr != syscall.EINTR:
			return werr
		}
		for n = max(n, 0); n > 0; bufs = bufs[1:] { // what went out already
			k := min(n, len(bufs[0]))
			bufs[0], n = bufs[0][k:], n-k
			if len(bufs[0]) > 0 {
				break
			}
		}
	}
	for _, b := range bufs {
		if len(b) == 0 {
			continue
		}
		if !shared {
			b = append([]byte(nil), b...)
		}
		c.backlog = append(c.backlog, b)
		c.queued += len(b)
	}
	if c.queued > ClientQueueBytes {
		c.backlog, c.queued = nil, 0
		go c.end()
		return nil
	}
	if !c.flushing {
		c.flushing = true
		go c.flush()
	}
	return nil
}

// writeNow writes bufs with one system call, without waiting: n is what
// the socket took. More buffers than wsMaxIovecs are left to the backlog.
func (c *wsConn) writeNow(bufs net.Buffers) (n int, werr error) {
	if len(bufs) > wsMaxIovecs {
		return 0, syscall.EAGAIN
	}
	if err := c.raw.Write(func(fd uintptr) bool {
		if len(bufs) == 1 {
			n, werr = syscall.Write(int(fd), bufs[0])
		} else {
			n, werr = unix.Writev(int(fd), bufs)
		}
		return true
	}); err != nil {
		return 0, err
	}
	return n, werr
}

// wsMaxIovecs is the most buffers writeNow gathers in one system call, far
// under IOV_MAX.
const wsMaxIovecs = 64

func size(bufs net.Buffers) int {
	n := 0
	for _, b := range bufs {
		n += len(b)
	}
	return n
}

// flush writes the backlog until it is empty, a buffer (at most a frame)
// at a time, each waiting for room up to wsStallTimeout: a viewer that
// takes none of it in that time is closed. Writes meanwhile join the
// backlog (flushing is set), so frames keep their order.
func (c *wsConn) flush() {
	var bufs net.Buffers
	for {
		if len(bufs) == 0 {
			c.wmu.Lock()
			bufs = c.backlog
			c.backlog, c.queued = nil, 0
			if len(bufs) == 0 {
				c.flushing = false
				c.wmu.Unlock()
				return
			}
			c.wmu.Unlock()
		}
		_ = c.conn.SetWriteDeadline(time.Now().Add(cmp.Or(c.stall, wsStallTimeout)))
		_, err := c.conn.Write(bufs[0])
		// a deadline left armed would fail the next write straight to the
		// socket once it passed
		_ = c.conn.SetWriteDeadline(time.Time{})
		if err != nil {
			c.end() // flushing stays set: nothing more is written
			return
		}
		bufs = bufs[1:]
	}
}
