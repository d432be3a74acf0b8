package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"
)

// The websocket framing (RFC 6455) that the epoll swarm speaks, the little
// of it a viewer needs: the server's frames unmasked, the client's masked.
const (
	opContinuation = 0x0
	opText         = 0x1
	opClose        = 0x8
	opPing         = 0x9
	opPong         = 0xA
)

var errFrame = errors.New("websocket: bad frame")

// wsFrame is one server frame.
type wsFrame struct {
	fin     bool
	op      byte
	payload []byte // within the bytes parsed
}

// parseFrame reads the frame at the start of b; n is its size, 0 when b
// holds only part of it.
func parseFrame(b []byte) (f wsFrame, n int, err error) {
	if len(b) < 2 {
		return f, 0, nil
	}
	f.fin, f.op = b[0]&0x80 != 0, b[0]&0x0F
	if b[0]&0x70 != 0 || b[1]&0x80 != 0 { // no extension was agreed; a server never masks
		return f, 0, errFrame
	}
	size, head := uint64(b[1]&0x7F), 2
	switch size {
	case 126:
		if len(b) < 4 {
			return f, 0, nil
		}
		size, head = uint64(binary.BigEndian.Uint16(b[2:])), 4
	case 127:
		if len(b) < 10 {
			return f, 0, nil
		}
		size, head = binary.BigEndian.Uint64(b[2:]), 10
	}
	if size > 16<<20 || f.op >= opClose && (size > 125 || !f.fin) {
		return f, 0, errFrame
	}
	if uint64(len(b)-head) < size {
		return f, 0, nil
	}
	n = head + int(size)
	f.payload = b[head:n]
	return f, n, nil
}

// wsMask is the key the swarm masks its frames with: a server must accept
// any key, and the swarm has nothing to hide from a proxy.
var wsMask = [4]byte{0x12, 0x34, 0x56, 0x78}

// appendFrame appends a client frame (final, masked) of op and payload.
func appendFrame(dst []byte, op byte, payload []byte) []byte {
	dst = append(dst, 0x80|op)
	switch n := len(payload); {
	case n < 126:
		dst = append(dst, 0x80|byte(n))
	case n <= 0xFFFF:
		dst = append(dst, 0x80|126, byte(n>>8), byte(n))
	default:
		dst = append(dst, 0x80|127)
		dst = binary.BigEndian.AppendUint64(dst, uint64(n))
	}
	dst = append(dst, wsMask[:]...)
	for i, c := range payload {
		dst = append(dst, c^wsMask[i%4])
	}
	return dst
}

// upgradeRequest is the HTTP request that opens a websocket at host and path.
func upgradeRequest(host, path string) []byte {
	return []byte("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
}

// upgradeAccept is the answer's key to the request's (RFC 6455, 1.3).
const upgradeAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="

// parseUpgrade reads the server's answer to upgradeRequest at the start of
// b: n is its size, 0 when b holds only part of it.
func parseUpgrade(b []byte) (n int, err error) {
	end := bytes.Index(b, []byte("\r\n\r\n"))
	if end < 0 {
		if len(b) > 8<<10 {
			return 0, errFrame
		}
		return 0, nil
	}
	head := b[:end]
	if !bytes.HasPrefix(head, []byte("HTTP/1.1 101 ")) || !bytes.Contains(head, []byte(upgradeAccept)) {
		line, _, _ := bytes.Cut(head, []byte("\r\n"))
		return 0, errors.New("websocket: upgrade refused: " + string(line))
	}
	return end + 4, nil
}

func TestParseFrame(t *testing.T) {
	long := bytes.Repeat([]byte("x"), 300)
	huge := bytes.Repeat([]byte("y"), 70_000)
	for _, tc := range []struct {
		name    string
		in      []byte
		wantN   int
		wantOp  byte
		wantFin bool
		wantLen int
		wantErr bool
	}{
		{name: "Short", in: []byte{0x81, 2, '{', '}'}, wantN: 4, wantOp: opText, wantFin: true, wantLen: 2},
		{name: "Medium", in: append([]byte{0x81, 126, 1, 44}, long...), wantN: 304, wantOp: opText, wantFin: true, wantLen: 300},
		{name: "Long", in: append([]byte{0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70}, huge...), wantN: 70_010, wantOp: opText, wantFin: true, wantLen: 70_000},
		{name: "Fragment", in: []byte{0x01, 1, 'a', 0x80, 1, 'b'}, wantN: 3, wantOp: opText, wantLen: 1},
		{name: "Close", in: []byte{0x88, 2, 0x03, 0xE8}, wantN: 4, wantOp: opClose, wantFin: true, wantLen: 2},
		{name: "PartHead", in: []byte{0x81}, wantN: 0},
		{name: "PartLength", in: []byte{0x81, 127, 0, 0}, wantN: 0},
		{name: "PartPayload", in: append([]byte{0x81, 126, 1, 44}, long[:100]...), wantN: 0},
		{name: "ErrMasked", in: []byte{0x81, 0x82, 1, 2, 3, 4, 'a', 'b'}, wantErr: true},
		{name: "ErrReservedBits", in: []byte{0xC1, 1, 'a'}, wantErr: true},
		{name: "ErrControlFragmented", in: []byte{0x09, 0}, wantErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, n, err := parseFrame(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err: got %v, want error %v", err, tc.wantErr)
			}
			if n != tc.wantN || n > 0 && (f.op != tc.wantOp || f.fin != tc.wantFin || len(f.payload) != tc.wantLen) {
				t.Errorf("got n %d op %d fin %v len %d, want n %d op %d fin %v len %d", n, f.op, f.fin, len(f.payload), tc.wantN, tc.wantOp, tc.wantFin, tc.wantLen)
			}
		})
	}
}

func TestAppendFrame(t *testing.T) {
	for _, size := range []int{0, 2, 125, 126, 65535, 65536} {
		payload := bytes.Repeat([]byte("z"), size)
		b := appendFrame(nil, opText, payload)
		// unmask as a server does, then read it back as a server frame
		head := 2 + map[bool]int{true: 2}[size >= 126 && size <= 0xFFFF] + map[bool]int{true: 8}[size > 0xFFFF]
		key := b[head : head+4]
		plain := append(append([]byte{}, b[:head]...), b[head+4:]...)
		plain[1] &^= 0x80
		for i := range plain[head:] {
			plain[head+i] ^= key[i%4]
		}
		f, n, err := parseFrame(plain)
		if err != nil || n != len(plain) || !f.fin || f.op != opText || !bytes.Equal(f.payload, payload) {
			t.Errorf("size %d: got n %d of %d, fin %v, op %d, err %v", size, n, len(plain), f.fin, f.op, err)
		}
	}
}

func TestParseUpgrade(t *testing.T) {
	ok := "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + upgradeAccept + "\r\n\r\n"
	for _, tc := range []struct {
		name    string
		in      string
		wantN   int
		wantErr bool
	}{
		{name: "OK", in: ok, wantN: len(ok)},
		{name: "OKWithFrame", in: ok + "\x81\x02{}", wantN: len(ok)},
		{name: "Part", in: ok[:40], wantN: 0},
		{name: "ErrRefused", in: "HTTP/1.1 503 Service Unavailable\r\n\r\n", wantErr: true},
		{name: "ErrWrongKey", in: "HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: x\r\n\r\n", wantErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := parseUpgrade([]byte(tc.in))
			if n != tc.wantN || (err != nil) != tc.wantErr {
				t.Errorf("got %d, %v, want %d, error %v", n, err, tc.wantN, tc.wantErr)
			}
		})
	}
}
