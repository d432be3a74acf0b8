package live

import (
	"net"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// send writes b: straight to the socket when it has room for all of it,
// as it has for a viewer keeping pace, without arming a deadline (a
// runtime timer) for every message; what does not fit waits for room up
// to wsWriteTimeout.
func (c *wsConn) send(b []byte) error {
	n, werr := 0, error(nil)
	if err := c.raw.Write(func(fd uintptr) bool {
		n, werr = syscall.Write(int(fd), b)
		return true
	}); err != nil {
		return err
	}
	if done, err := wroteAll(n, len(b), werr); done {
		return err
	}
	return c.sendRest(net.Buffers{b[max(n, 0):]})
}

// sendv is send for a message gathered from bufs, as a slot of arrivals
// is: setting and clearing the deadline on every such write was 3 % of an
// instance's work under `make load`.
func (c *wsConn) sendv(bufs net.Buffers) error {
	if len(bufs) > wsMaxIovecs {
		return c.sendRest(bufs)
	}
	size := 0
	for _, b := range bufs {
		size += len(b)
	}
	n, werr := 0, error(nil)
	if err := c.raw.Write(func(fd uintptr) bool {
		n, werr = unix.Writev(int(fd), bufs)
		return true
	}); err != nil {
		return err
	}
	if done, err := wroteAll(n, size, werr); done {
		return err
	}
	for n = max(n, 0); n > 0; bufs = bufs[1:] { // what went out already
		k := min(n, len(bufs[0]))
		bufs[0], n = bufs[0][k:], n-k
		if len(bufs[0]) > 0 {
			break
		}
	}
	return c.sendRest(bufs)
}

// wsMaxIovecs is the most buffers sendv gathers in one system call, far
// under IOV_MAX: more is a closing viewer's queue, which may as well wait.
const wsMaxIovecs = 64

// wroteAll tells whether a write of want bytes straight to the socket that
// wrote n, with werr, is done (and with which error) or must wait for room.
func wroteAll(n, want int, werr error) (bool, error) {
	switch {
	case werr == nil && n == want:
		return true, nil
	case werr != nil && werr != syscall.EAGAIN && werr != syscall.EINTR:
		return true, werr
	}
	return false, nil
}

// sendRest writes what the socket did not take at once, waiting for room
// up to wsWriteTimeout.
func (c *wsConn) sendRest(bufs net.Buffers) error {
	_ = c.conn.SetWriteDeadline(time.Now().Add(wsWriteTimeout))
	_, err := bufs.WriteTo(c.conn)
	// a deadline left armed would fail the next write straight to the
	// socket once it passed
	_ = c.conn.SetWriteDeadline(time.Time{})
	return err
}
