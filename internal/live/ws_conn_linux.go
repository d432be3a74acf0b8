package live

import (
	"bytes"
	"encoding/binary"
	"net"
	"sync"
	"syscall"
	"time"

	"github.com/centrifugal/centrifuge"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// Limits of the hub's own websocket transport.
const (
	// maxCommandBytes bounds what a viewer may send in one message, as
	// centrifuge's own handler does: a viewer's commands are a few hundred
	// bytes.
	maxCommandBytes = 64 << 10
	// wsWriteTimeout bounds the handshake's answer to a viewer.
	wsWriteTimeout = time.Second
	// wsCloseWait is how long a closed viewer has to answer the close frame
	// before its connection is shut anyway.
	wsCloseWait = 5 * time.Second
)

// wsStallTimeout is how long a viewer may take none of what waits for it
// before it is closed. It is far longer than one write took before (a
// second, as centrifuge's handler waits): a phone in a tunnel, or a
// machine busy for a moment, is not dropped for it, since its
// reconnecting and recovering would cost the hub more than the wait;
// a viewer that is gone is closed by centrifuge's ping it cannot answer,
// one that cannot keep up by ClientQueueBytes.
const wsStallTimeout = 10 * time.Second

// Close codes of RFC 6455 (7.4.1) that the transport sends itself.
const (
	closeProtocolError = 1002
	closeBadData       = 1007
	closeTooBig        = 1009
)

// wsConn is one viewer's websocket on the hub's own transport: no
// goroutine waits on it. The poller hands it to a short-lived goroutine
// when the kernel holds bytes from the viewer; centrifuge's writer writes
// its replies to it, the hub's fanout its publications (ws_fan_linux.go).
// It is the centrifuge.Transport of the viewer's client.
type wsConn struct {
	conn net.Conn
	raw  syscall.RawConn
	fd   int
	gen  uint32 // the poller's number for it, against a reused fd
	poll *poller

	client      *centrifuge.Client
	closeClient func() error

	// deflate: the viewer agreed to per-message deflate (RFC 7692).
	deflate bool

	// in and frag belong to the goroutine reading, one at a time.
	in           []byte // a frame begun and not complete
	frag         []byte // the fragments of a message so far
	fragDeflated bool   // the fragments' message is deflated

	wmu     sync.Mutex // one write at a time; guards what follows
	hdr     []byte     // the frame header being written
	one     [1][]byte  // a write of one buffer, without allocating its slice
	closing bool       // a close frame went out: nothing more does
	// backlog is what the socket did not take yet, queued bytes, written
	// by flush while flushing is set (see out).
	backlog  net.Buffers
	queued   int
	flushing bool
	stall    time.Duration // wsStallTimeout, or a test's shorter one
	// subs are the subscribes waiting for their reply, by command id;
	// follows the channels whose fanout the viewer joined (ws_fan_linux.go).
	subs    map[uint32]string
	follows []string
	gone    bool // shut: it joins no fanout any more
	shut    sync.Once
}

var _ centrifuge.Transport = (*wsConn)(nil)

func (c *wsConn) Name() string                                { return "websocket" }
func (c *wsConn) AcceptProtocol() string                      { return "h1" }
func (c *wsConn) Protocol() centrifuge.ProtocolType           { return centrifuge.ProtocolTypeJSON }
func (c *wsConn) ProtocolVersion() centrifuge.ProtocolVersion { return centrifuge.ProtocolVersion2 }
func (c *wsConn) Unidirectional() bool                        { return false }
func (c *wsConn) Emulation() bool                             { return false }

// DisabledPushFlags: a disconnect goes in the close frame, as with
// centrifuge's own websocket transport; publications come from the hub's
// fanout, centrifuge only keeps the viewer's position for them.
func (c *wsConn) DisabledPushFlags() uint64 {
	return centrifuge.PushFlagDisconnect | centrifuge.PushFlagPublication
}

// PingPongConfig leaves centrifuge's application pings as they are.
func (c *wsConn) PingPongConfig() centrifuge.PingPongConfig { return centrifuge.PingPongConfig{} }

// Write sends one reply or push as a text frame.
func (c *wsConn) Write(data []byte) error { return c.write(wsframe.OpText, data) }

// WriteMany sends each as its own frame, in one system call.
func (c *wsConn) WriteMany(data ...[]byte) error { return c.write(wsframe.OpText, data...) }

func (c *wsConn) write(op byte, msgs ...[]byte) error {
	c.wmu.Lock()
	if c.closing {
		c.wmu.Unlock()
		return nil // as centrifuge's transport: the client is going
	}
	var joins []fanJoin
	if len(c.subs) > 0 && op == wsframe.OpText {
		joins = c.replies(msgs)
	}
	err := c.writeLocked(op, msgs...)
	c.wmu.Unlock()
	c.join(joins) // after the replies, and not under wmu, which the fanout takes
	return err
}

// writeLocked writes msgs as frames of op in one system call (see out):
// copied after their headers into one buffer when small, as a reply is,
// gathered by writev when not. The caller holds wmu.
func (c *wsConn) writeLocked(op byte, msgs ...[]byte) error {
	var one [1][]byte
	bodies := one[:0]
	if len(msgs) > 1 {
		bodies = make([][]byte, 0, len(msgs))
	}
	c.hdr = c.hdr[:0]
	size := 0
	for _, m := range msgs {
		body := m
		if c.deflate && op == wsframe.OpText && len(m) >= wsDeflateMin {
			body = c.poll.deflated(m)
			c.hdr = wsframe.AppendDeflatedHeader(c.hdr, op, len(body))
		} else {
			c.hdr = wsframe.AppendHeader(c.hdr, op, len(body))
		}
		bodies = append(bodies, body)
		size += wsframe.HeaderSize(len(body)) + len(body)
	}
	if size <= wsCopyBytes {
		buf := wsWriteBufs.Get().(*[]byte)
		b, at := (*buf)[:0], 0
		for _, body := range bodies {
			end := at + wsframe.HeaderSize(len(body))
			b = append(append(b, c.hdr[at:end]...), body...)
			at = end
		}
		c.one[0] = b
		err := c.out(c.one[:], false)
		c.one[0] = nil
		*buf = b
		wsWriteBufs.Put(buf)
		return err
	}
	bufs := make(net.Buffers, 0, 2*len(bodies))
	at := 0
	for _, body := range bodies {
		end := at + wsframe.HeaderSize(len(body))
		bufs = append(bufs, c.hdr[at:end], body)
		at = end
	}
	return c.out(bufs, false)
}

// wsDeflateMin is the smallest message sent deflated to a viewer that
// agreed to it: a live message of arrivals shrinks to a fifth, which is
// most of what the hub's system calls and the viewer's link carry; a ping
// or a short reply would not gain.
const wsDeflateMin = 256

// wsCopyBytes is the most that writeLocked copies rather than gathers.
const wsCopyBytes = 4 << 10

var wsWriteBufs = sync.Pool{New: func() any { b := make([]byte, 0, wsCopyBytes); return &b }}

// Close sends d in a close frame, after which the viewer closes its side;
// one that does not is shut after wsCloseWait. A connection the viewer
// closed already is shut at once.
func (c *wsConn) Close(d centrifuge.Disconnect) error {
	if d.Code == centrifuge.DisconnectConnectionClosed.Code {
		c.sendClose(nil)
		c.shutdown()
		return nil
	}
	if !c.sendClose(closePayload(d.Code, d.Reason)) {
		return nil
	}
	time.AfterFunc(wsCloseWait, c.shutdown)
	return nil
}

// sendClose writes a close frame with payload once (none when payload is
// nil): true when this call wrote it.
func (c *wsConn) sendClose(payload []byte) bool {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.closing {
		return false
	}
	c.closing = true
	if payload == nil {
		return false
	}
	if c.writeLocked(wsframe.OpClose, payload) != nil {
		go c.shutdown() // the viewer cannot be told
		return false
	}
	return true
}

// closePayload is a close frame's body: the code, then the reason cut to
// the 123 bytes a control frame leaves for it.
func closePayload(code uint32, reason string) []byte {
	p := binary.BigEndian.AppendUint16(make([]byte, 0, 125), uint16(code))
	if len(reason) > 123 {
		reason = reason[:123]
	}
	return append(p, reason...)
}

// shutdown stops watching the connection and closes it.
func (c *wsConn) shutdown() {
	c.shut.Do(func() {
		c.unfollow()
		if c.poll != nil {
			c.poll.remove(c)
		}
		_ = c.conn.Close()
	})
}

// readable reads what the kernel holds from the viewer into buf and
// handles the whole frames in it: false when the connection is done.
func (c *wsConn) readable(buf []byte) bool {
	n, err := c.read(buf)
	if err == syscall.EAGAIN || err == syscall.EINTR {
		return true // woken for nothing, or to be woken again
	}
	if err != nil || n == 0 { // gone
		c.end()
		return false
	}
	data := buf[:n]
	if len(c.in) > 0 {
		c.in = append(c.in, data...)
		data = c.in
	}
	rest, ok := c.frames(data)
	if !ok {
		return false
	}
	if len(rest) == 0 && cap(c.in) > len(buf) {
		c.in = nil // a big frame's buffer is not kept for the next
	} else {
		c.in = append(c.in[:0], rest...)
	}
	return true
}

// read reads without waiting: EAGAIN when there is nothing.
func (c *wsConn) read(buf []byte) (n int, err error) {
	rerr := c.raw.Read(func(fd uintptr) bool {
		n, err = syscall.Read(int(fd), buf)
		return true
	})
	if rerr != nil {
		return 0, rerr
	}
	return n, err
}

// frames handles the whole frames at the start of data and returns the
// rest; false when the connection is done.
func (c *wsConn) frames(data []byte) ([]byte, bool) {
	for len(data) > 0 {
		f, n, err := wsframe.Parse(data, true, maxCommandBytes)
		switch {
		case err == wsframe.ErrTooBig:
			return nil, c.fail(closeTooBig)
		case err != nil:
			return nil, c.fail(closeProtocolError)
		case n == 0:
			return data, true
		}
		data = data[n:]
		switch f.Op {
		case wsframe.OpPing:
			_ = c.write(wsframe.OpPong, f.Payload)
		case wsframe.OpPong:
		case wsframe.OpClose:
			answer := []byte{} // the viewer's code back, when it gave one
			if len(f.Payload) >= 2 {
				answer = f.Payload[:2]
			}
			c.sendClose(answer) // when the close is the viewer's
			c.end()
			return nil, false
		case wsframe.OpContinuation:
			if c.frag == nil {
				return nil, c.fail(closeProtocolError)
			}
			if len(c.frag)+len(f.Payload) > maxCommandBytes {
				return nil, c.fail(closeTooBig)
			}
			c.frag = append(c.frag, f.Payload...)
			if f.Fin {
				msg := c.frag
				c.frag = nil
				if !c.command(msg, c.fragDeflated) {
					return nil, false
				}
			}
		default: // text or binary
			if c.frag != nil || f.Compressed && !c.deflate {
				return nil, c.fail(closeProtocolError)
			}
			if !f.Fin {
				c.frag, c.fragDeflated = append([]byte{}, f.Payload...), f.Compressed
				continue
			}
			if !c.command(f.Payload, f.Compressed) {
				return nil, false
			}
		}
	}
	return nil, true
}

// command hands a message's commands to the client, inflated first when
// deflated: false when the message cannot be read. A command that ends the
// client closes the transport; the viewer's close frame ends reading.
func (c *wsConn) command(msg []byte, deflated bool) bool {
	if deflated {
		var err error
		if msg, err = wsframe.Inflate(nil, msg, maxCommandBytes); err == wsframe.ErrTooBig {
			return c.fail(closeTooBig)
		} else if err != nil {
			return c.fail(closeBadData)
		}
	}
	c.noteSubscribes(msg)
	centrifuge.HandleReadFrame(c.client, bytes.NewReader(msg))
	return true
}

// fail closes a viewer that broke the protocol with code, and false.
func (c *wsConn) fail(code uint32) bool {
	c.sendClose(closePayload(code, ""))
	c.end()
	return false
}

// end closes the client and the connection: the viewer is gone or done.
func (c *wsConn) end() {
	if c.closeClient != nil {
		_ = c.closeClient()
	}
	c.shutdown()
}
