// Package wsframe is the websocket framing of RFC 6455 that oneloft speaks
// without a library: the live hub's epoll transport on the server side and
// the load test's epoll viewers on the client side, with the per-message
// deflate of RFC 7692 (deflate.go). It knows frames only; the handshake,
// fragments and close codes are its callers'.
package wsframe

import (
	"encoding/binary"
	"errors"
)

// Opcodes (RFC 6455, 5.2).
const (
	OpContinuation = 0x0
	OpText         = 0x1
	OpBinary       = 0x2
	OpClose        = 0x8
	OpPing         = 0x9
	OpPong         = 0xA
)

// ErrFrame is a frame that breaks the protocol: the peer is closed with
// status 1002.
var ErrFrame = errors.New("websocket: bad frame")

// ErrTooBig is a frame over the caller's limit: status 1009.
var ErrTooBig = errors.New("websocket: frame too big")

// Frame is one parsed frame; Payload lies within the bytes parsed.
type Frame struct {
	Fin bool
	Op  byte
	// Compressed is RSV1: the message this frame begins is deflated. Only
	// a peer that agreed to per-message deflate may set it.
	Compressed bool
	Payload    []byte
}

// Parse reads the frame at the start of b: n is its size, 0 when b holds
// only part of it. fromClient says who sent it: a client masks every
// frame and a server none (5.1); a client's payload is unmasked in place.
// A payload over limit bytes is ErrTooBig.
func Parse(b []byte, fromClient bool, limit int) (f Frame, n int, err error) {
	if len(b) < 2 {
		return f, 0, nil
	}
	f.Fin, f.Op, f.Compressed = b[0]&0x80 != 0, b[0]&0x0F, b[0]&0x40 != 0
	masked := b[1]&0x80 != 0
	switch {
	case b[0]&0x30 != 0, masked != fromClient: // RSV2 and RSV3 are no extension's
		return f, 0, ErrFrame
	case f.Compressed && (f.Op == OpContinuation || f.Op >= OpClose): // RFC 7692, 6: a message's first frame only
		return f, 0, ErrFrame
	case f.Op > OpBinary && f.Op < OpClose, f.Op > OpPong:
		return f, 0, ErrFrame
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
		if size>>63 != 0 {
			return f, 0, ErrFrame
		}
	}
	if f.Op >= OpClose && (size > 125 || !f.Fin) {
		return f, 0, ErrFrame
	}
	if size > uint64(limit) {
		return f, 0, ErrTooBig
	}
	var key []byte
	if masked {
		if len(b) < head+4 {
			return f, 0, nil
		}
		key, head = b[head:head+4], head+4
	}
	if uint64(len(b)-head) < size {
		return f, 0, nil
	}
	n = head + int(size)
	f.Payload = b[head:n]
	if masked {
		for i := range f.Payload {
			f.Payload[i] ^= key[i&3]
		}
	}
	return f, n, nil
}

// AppendHeader appends the header of a final, unmasked frame (a server's)
// of op with a payload of size bytes.
func AppendHeader(dst []byte, op byte, size int) []byte {
	return appendHeader(dst, op, size, 0)
}

// AppendDeflatedHeader is AppendHeader for a message deflated by Deflate.
func AppendDeflatedHeader(dst []byte, op byte, size int) []byte {
	return appendHeader(dst, 0x40|op, size, 0)
}

// AppendMasked appends a final frame of op and payload masked with key,
// as a client sends it.
func AppendMasked(dst []byte, op byte, payload []byte, key [4]byte) []byte {
	dst = appendHeader(dst, op, len(payload), 0x80)
	dst = append(dst, key[:]...)
	for i, c := range payload {
		dst = append(dst, c^key[i&3])
	}
	return dst
}

// HeaderSize is the size of the header that AppendHeader and
// AppendDeflatedHeader write for a payload of size bytes.
func HeaderSize(size int) int {
	switch {
	case size < 126:
		return 2
	case size <= 0xFFFF:
		return 4
	default:
		return 10
	}
}

// appendHeader appends a final frame's header: first is its opcode and
// RSV bits.
func appendHeader(dst []byte, first byte, size int, mask byte) []byte {
	dst = append(dst, 0x80|first)
	switch {
	case size < 126:
		return append(dst, mask|byte(size))
	case size <= 0xFFFF:
		return append(dst, mask|126, byte(size>>8), byte(size))
	default:
		return binary.BigEndian.AppendUint64(append(dst, mask|127), uint64(size))
	}
}
