package wsframe

import (
	"bytes"
	"compress/flate"
	"errors"
	"io"
	"sync"
)

// Per-message deflate (RFC 7692) without context takeover on either side:
// every message is compressed on its own, so that a server compresses a
// broadcast once and sends the same bytes to every viewer, and neither
// side keeps a 32 KB window per connection.

// DeflateExtension is the server's answer to an offer of per-message
// deflate.
const DeflateExtension = "permessage-deflate; server_no_context_takeover; client_no_context_takeover"

// ErrInflate is a compressed message that does not inflate.
var ErrInflate = errors.New("websocket: bad compressed message")

var (
	deflaters = sync.Pool{New: func() any { w, _ := flate.NewWriter(nil, flate.BestSpeed); return w }}
	inflaters = sync.Pool{New: func() any { return flate.NewReader(bytes.NewReader(nil)) }}
	// tail ends a message's deflate stream (7.2.2): the flush marker that
	// the sender removed, then an empty final block, so that the reader
	// sees the stream's end.
	tail = []byte{0x00, 0x00, 0xff, 0xff, 0x01, 0x00, 0x00, 0xff, 0xff}
)

// Deflate appends msg compressed as a message's payload (7.2.1).
func Deflate(dst, msg []byte) []byte {
	buf := bytes.NewBuffer(dst)
	w := deflaters.Get().(*flate.Writer)
	defer deflaters.Put(w)
	w.Reset(buf)
	_, _ = w.Write(msg)
	_ = w.Flush()
	return bytes.TrimSuffix(buf.Bytes(), tail[:4])
}

// Inflate appends the message that payload compresses; one that inflates
// to more than limit bytes is ErrTooBig.
func Inflate(dst, payload []byte, limit int) ([]byte, error) {
	r := inflaters.Get().(io.ReadCloser)
	defer inflaters.Put(r)
	if err := r.(flate.Resetter).Reset(io.MultiReader(bytes.NewReader(payload), bytes.NewReader(tail)), nil); err != nil {
		return dst, ErrInflate
	}
	buf := bytes.NewBuffer(dst)
	n, err := buf.ReadFrom(io.LimitReader(r, int64(limit)+1))
	switch {
	case err != nil:
		return dst, ErrInflate
	case n > int64(limit):
		return dst, ErrTooBig
	}
	return buf.Bytes(), nil
}
