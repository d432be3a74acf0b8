package live

import (
	"bytes"
	"io"
	"net"
	"sync"
	"syscall"
	"testing"
	"time"
)

// tinySockets returns the hub's side of a loopback connection as a wsConn
// and the viewer's side, with buffers far smaller than what the tests
// write: a write cannot go out at once, however fast the viewer reads.
func tinySockets(t *testing.T) (*wsConn, net.Conn) {
	t.Helper()
	small := func(_, _ string, c syscall.RawConn) error {
		var err error
		_ = c.Control(func(fd uintptr) {
			if err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_SNDBUF, 4096); err == nil {
				err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
			}
		})
		return err
	}
	ln, err := (&net.ListenConfig{Control: small}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	viewer, err := (&net.Dialer{Control: small}).Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	hub, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { viewer.Close(); hub.Close() })
	raw, err := hub.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	return &wsConn{conn: hub, raw: raw}, viewer
}

// out writes bufs as a caller of the transport does, under wmu.
func out(c *wsConn, bufs ...[]byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.out(bufs, false)
}

// flushed waits until c has nothing left to write.
func flushed(t *testing.T, c *wsConn) {
	t.Helper()
	waitWhile(t, &c.wmu, &c.flushing, "the backlog was not written")
}

// ending makes c report its end on the channel returned.
func ending(c *wsConn) chan struct{} {
	ended := make(chan struct{})
	var once sync.Once // a client closes once, however many times it is asked
	c.closeClient = func() error { once.Do(func() { close(ended) }); return nil }
	return ended
}

// Writes that the socket takes in parts reach the viewer whole and in
// order, a gathered one also when a part ends inside a buffer or at its
// end, and a write after them comes after them: the caller never waits.
func TestWritesTheSocketTakesInParts(t *testing.T) {
	header, body := bytes.Repeat([]byte{'h'}, 10), make([]byte, 1<<20)
	for i := range body {
		body[i] = byte(i * 7)
	}
	tail := []byte("tail")
	for _, tc := range []struct {
		name string
		bufs [][]byte
	}{
		{"gathered", [][]byte{header, body, header}},
		{"one buffer", [][]byte{body}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hub, viewer := tinySockets(t)
			want := append(bytes.Join(tc.bufs, nil), tail...)
			if err := out(hub, tc.bufs...); err != nil {
				t.Fatalf("write: %v", err)
			}
			if err := out(hub, tail); err != nil {
				t.Fatalf("write: %v", err)
			}
			got := make([]byte, len(want))
			if _, err := io.ReadFull(viewer, got); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatal("the viewer got other bytes than were written, or not in order")
			}
			flushed(t, hub)
		})
	}
}

// A viewer that stops reading is closed once a write has waited for it
// for wsStallTimeout, and the next write to a viewer keeping pace is not
// failed by a deadline left behind.
func TestAWriteToAViewerThatDoesNotReadEnds(t *testing.T) {
	hub, viewer := tinySockets(t)
	hub.stall = 500 * time.Millisecond
	ended := ending(hub)
	start := time.Now()
	if err := out(hub, []byte("head"), make([]byte, 1<<20)); err != nil {
		t.Fatalf("write: %v", err)
	}
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("a viewer that does not read was not closed")
	}
	if waited := time.Since(start); waited < hub.stall {
		t.Fatalf("closed after %v, before its stall timeout %v", waited, hub.stall)
	}

	hub, viewer = tinySockets(t)
	hub.stall = 500 * time.Millisecond
	go func() { _, _ = io.Copy(io.Discard, viewer) }()
	if err := out(hub, []byte("head"), make([]byte, 1<<20)); err != nil {
		t.Fatalf("write: %v", err)
	}
	flushed(t, hub)
	time.Sleep(hub.stall + 100*time.Millisecond) // past where a deadline left armed would fail the next write
	if err := out(hub, []byte("head"), make([]byte, 64<<10)); err != nil {
		t.Fatalf("a later write: %v", err)
	}
	flushed(t, hub)
}

// A viewer with more than ClientQueueBytes waiting is closed at once, and
// what waited for it is dropped.
func TestAViewerTooFarBehindIsClosed(t *testing.T) {
	hub, _ := tinySockets(t)
	ended := ending(hub)
	if err := out(hub, make([]byte, 1<<20)); err != nil {
		t.Fatalf("write: %v", err)
	}
	if err := out(hub, make([]byte, ClientQueueBytes+1)); err != nil {
		t.Fatalf("write: %v", err)
	}
	hub.wmu.Lock()
	left := hub.queued + len(hub.backlog)
	hub.wmu.Unlock()
	if left != 0 {
		t.Fatalf("%d bytes still wait for a viewer too far behind", left)
	}
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("a viewer too far behind was not closed")
	}
}

// A frame shared by many viewers (a publication) waits for a slow one as
// it is, not as a copy, so that a burst waiting for 10,000 viewers is in
// memory once; the transport's own buffers are copied.
func TestASharedFrameWaitsUncopied(t *testing.T) {
	for _, shared := range []bool{true, false} {
		hub, _ := tinySockets(t)
		frame := make([]byte, 1<<20)
		hub.wmu.Lock()
		if err := hub.out([][]byte{frame}, shared); err != nil {
			t.Fatal(err)
		}
		waiting := hub.backlog[len(hub.backlog)-1]
		hub.wmu.Unlock()
		if same := &waiting[len(waiting)-1] == &frame[len(frame)-1]; same != shared {
			t.Errorf("shared %v: the frame waits in its own memory: %v", shared, same)
		}
	}
}
