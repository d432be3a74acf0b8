package main

import (
	"bytes"
	"errors"
	"testing"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// wsMask is the key the swarm masks its frames with: a server must accept
// any key, and the swarm has nothing to hide from a proxy.
var wsMask = [4]byte{0x12, 0x34, 0x56, 0x78}

// maxServerFrame bounds a frame from the server: far above the hub's 64 KB,
// so that the load test reports a bigger one rather than failing on it.
const maxServerFrame = 16 << 20

// upgradeRequest is the HTTP request that opens a websocket at host and
// path, offering per-message deflate as browsers do.
func upgradeRequest(host, path string) []byte {
	return []byte("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
		"Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n")
}

// upgradeAccept is the answer's key to the request's (RFC 6455, 1.3).
const upgradeAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="

// parseUpgrade reads the server's answer to upgradeRequest at the start of
// b: n is its size, 0 when b holds only part of it.
func parseUpgrade(b []byte) (n int, err error) {
	end := bytes.Index(b, []byte("\r\n\r\n"))
	if end < 0 {
		if len(b) > 8<<10 {
			return 0, wsframe.ErrFrame
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
