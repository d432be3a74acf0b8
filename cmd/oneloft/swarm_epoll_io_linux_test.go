//go:build linux

package main

import (
	"math/rand/v2"
	"syscall"
	"time"
	"unsafe"
)

// The epoll swarm's reads and writes.

// read takes what v's socket holds and handles every whole frame in it;
// the bytes of a frame not whole yet wait in v.in for the next read.
func (l *swarmLoop) read(v *eviewer, now int64) {
	n, err := rawRead(v.fd, l.buf)
	if err == syscall.EAGAIN || err == syscall.EINTR {
		return
	}
	if n <= 0 {
		l.drop(v, now)
		return
	}
	data := l.buf[:n]
	kept := len(v.in) > 0
	if kept {
		v.in = append(v.in, data...)
		data = v.in
	}
	rest, err := l.consume(v, data, now)
	switch {
	case err != nil:
		l.drop(v, now)
	case v.fd < 0: // dropped on the way
	case len(rest) == 0:
		v.in = nil
	case kept && cap(v.in) <= 4*len(rest)+4096:
		v.in = append(v.in[:0], rest...)
	default:
		v.in = append(make([]byte, 0, len(rest)+4096), rest...)
	}
}

// send writes b to v's socket, keeping what it does not take for when it
// is writable again.
func (l *swarmLoop) send(v *eviewer, b []byte) {
	if len(v.out) > 0 {
		v.out = append(v.out, b...)
		return
	}
	n, err := rawWrite(v.fd, b)
	if err == syscall.EAGAIN {
		n, err = 0, nil
	}
	if err != nil {
		l.drop(v, time.Now().UnixNano())
		return
	}
	if n < len(b) {
		v.out = append([]byte(nil), b[n:]...)
		l.watch(v, true)
	}
}

func (l *swarmLoop) flush(v *eviewer, now int64) {
	n, err := rawWrite(v.fd, v.out)
	if err == syscall.EAGAIN {
		return
	}
	if err != nil {
		l.drop(v, now)
		return
	}
	if v.out = v.out[n:]; len(v.out) == 0 {
		v.out = nil
		l.watch(v, false)
	}
}

// watch sets which of v's events epoll reports: readable, and writable
// while bytes wait to be written.
func (l *swarmLoop) watch(v *eviewer, writable bool) {
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLRDHUP, Fd: v.idx}
	if writable {
		ev.Events |= syscall.EPOLLOUT
	}
	syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_MOD, int(v.fd), &ev)
}

// drop closes v's connection; one that was open comes back after 100–500 ms
// (it was dropped as slow, or its instance went), recovering from the
// channel's history as the web app's client does; a handshake that failed
// is tried again after a second.
func (l *swarmLoop) drop(v *eviewer, now int64) {
	if v.fd < 0 {
		return
	}
	syscall.Close(int(v.fd)) // which takes it out of the epoll set
	v.fd, v.in, v.frag, v.out = -1, nil, nil, nil
	switch v.state {
	case stateOpen:
		l.reconnects++
		v.due = now + int64(100+rand.IntN(400))*int64(time.Millisecond)
	default:
		l.dialing--
		v.due = now + int64(time.Second)
	}
	v.state = stateIdle
}

// rawRead, rawWrite and rawPoll go to the kernel without the runtime's
// bookkeeping around a syscall that may block: the swarm's sockets are
// non-blocking and epoll is asked without a wait, so none of them blocks.
func rawRead(fd int32, p []byte) (int, error) {
	n, _, e := syscall.RawSyscall(syscall.SYS_READ, uintptr(fd), uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
	if e != 0 {
		return -1, e
	}
	return int(n), nil
}

func rawWrite(fd int32, p []byte) (int, error) {
	n, _, e := syscall.RawSyscall(syscall.SYS_WRITE, uintptr(fd), uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
	if e != 0 {
		return -1, e
	}
	return int(n), nil
}

// rawPoll is epoll_wait without waiting.
func rawPoll(epfd int, events []syscall.EpollEvent) (int, error) {
	n, _, e := syscall.RawSyscall6(syscall.SYS_EPOLL_PWAIT, uintptr(epfd), uintptr(unsafe.Pointer(&events[0])), uintptr(len(events)), 0, 0, 0)
	if e != 0 {
		return 0, e
	}
	return int(n), nil
}
