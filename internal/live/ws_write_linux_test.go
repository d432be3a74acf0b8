package live

import (
	"bytes"
	"errors"
	"io"
	"net"
	"os"
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

// A gathered write that the socket takes in parts reaches the viewer whole
// and in order, also when a part ends inside a buffer or at its end; so
// does a plain one.
func TestWritesTheSocketTakesInParts(t *testing.T) {
	header, body := bytes.Repeat([]byte{'h'}, 10), make([]byte, 1<<20)
	for i := range body {
		body[i] = byte(i * 7)
	}
	for _, tc := range []struct {
		name  string
		write func(c *wsConn) error
		want  []byte
	}{
		{"gathered", func(c *wsConn) error { return c.sendv([][]byte{header, body, header}) }, append(append(append([]byte{}, header...), body...), header...)},
		{"one buffer", func(c *wsConn) error { return c.send(body) }, body},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hub, viewer := tinySockets(t)
			done := make(chan error, 1)
			go func() { done <- tc.write(hub) }()
			got := make([]byte, len(tc.want))
			if _, err := io.ReadFull(viewer, got); err != nil {
				t.Fatal(err)
			}
			if err := <-done; err != nil {
				t.Fatalf("write: %v", err)
			}
			if !bytes.Equal(got, tc.want) {
				t.Fatal("the viewer got other bytes than were written")
			}
		})
	}
}

// A viewer that stops reading holds a write up for wsWriteTimeout, no
// longer, and the next write to a viewer keeping pace is not failed by a
// deadline left behind.
func TestAWriteToAViewerThatDoesNotReadEnds(t *testing.T) {
	hub, viewer := tinySockets(t)
	err := hub.sendv([][]byte{[]byte("head"), make([]byte, 1<<20)})
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("got %v, want the write's deadline passed", err)
	}
	go func() { _, _ = io.Copy(io.Discard, viewer) }()
	time.Sleep(wsWriteTimeout + 100*time.Millisecond) // past where a deadline left armed would fail the next write
	if err := hub.sendv([][]byte{[]byte("head"), make([]byte, 64<<10)}); err != nil {
		t.Fatalf("a later write: %v", err)
	}
}
