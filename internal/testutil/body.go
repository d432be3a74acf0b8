package testutil

import (
	"io"
	"sync/atomic"
)

// CountingReader is a request body that counts what the server read of it,
// for tests that a body was refused unread.
type CountingReader struct {
	R    io.Reader
	read atomic.Int64
}

func (c *CountingReader) Read(p []byte) (int, error) {
	n, err := c.R.Read(p)
	c.read.Add(int64(n))
	return n, err
}

// ReadBytes is how many bytes were read so far.
func (c *CountingReader) ReadBytes() int64 { return c.read.Load() }

// Zeros reads zero bytes for ever: filler of a large body, with
// io.LimitReader.
type Zeros struct{}

func (Zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}
