package api

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// minCompressSize is the smallest answer worth compressing: below it gzip's
// framing and the CPU cost more than the bytes saved.
const minCompressSize = 1024

// gzipWriters are reused: a gzip.Writer holds about 800 KB of tables.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(io.Discard, gzip.DefaultCompression)
	return w
}}

// compressAnswers gzips JSON and HTML answers of at least minCompressSize
// bytes for clients that accept gzip, and says Vary: Accept-Encoding on
// every JSON or HTML answer. It leaves alone upgrade requests (the live
// hub's websocket), event streams, HEAD, answers without a body (1xx, 204,
// 304), partial ones (206) and answers that set their own Content-Encoding
// (the build's precompressed files, the results cache's gzipped pages).
//
// A compressed answer's ETag becomes weak: its bytes differ from the plain
// answer's, its content does not, and If-None-Match compares weakly. So
// that an answer and the 304 that revalidates it name it alike, a client
// that takes gzip gets weak ETags on every JSON or HTML answer and every
// 304, compressed or not, unless the handler negotiated the coding itself
// (it says Vary: Accept-Encoding).
func compressAnswers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" || strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
			next.ServeHTTP(w, r)
			return
		}
		gz := acceptsGzip(r.Header.Values("Accept-Encoding"))
		cw := &compressWriter{w: w, weakETags: gz, gzipOK: gz && r.Method != http.MethodHead}
		defer func() {
			if v := recover(); v != nil {
				// Whatever was held back is dropped: the recoverer answers instead.
				cw.release()
				panic(v)
			}
			cw.finish()
		}()
		next.ServeHTTP(cw, r)
	})
}

// acceptsGzip reports whether Accept-Encoding lines prefer gzip to identity.
func acceptsGzip(lines []string) bool {
	return len(lines) > 0 && parseAcceptEncoding(lines).choose(codingGzip) == codingGzip
}

type writeState int

const (
	undecided writeState = iota // holding the status and up to minCompressSize bytes
	plain
	compressing
)

// compressWriter holds an answer back until it knows whether to compress
// it: at its status when the headers rule it out (or its Content-Length is
// small), else once minCompressSize bytes came, else at the end.
type compressWriter struct {
	w         http.ResponseWriter
	gzipOK    bool // the answer may be compressed
	weakETags bool // the client takes gzip (HEAD included)
	status    int
	state     writeState
	buf       []byte
	gz        *gzip.Writer
}

func (c *compressWriter) Header() http.Header { return c.w.Header() }

// Unwrap lets http.ResponseController reach the writer below.
func (c *compressWriter) Unwrap() http.ResponseWriter { return c.w }

func (c *compressWriter) WriteHeader(code int) {
	switch {
	case c.state == plain:
		c.w.WriteHeader(code) // net/http reports a superfluous call
	case c.state == compressing || c.status != 0:
	case code < 200:
		c.w.WriteHeader(code) // informational: the real status follows
	default:
		c.status = code
		c.weakenETag()
		if !c.mayCompress() {
			c.sendPlain()
		}
	}
}

func (c *compressWriter) Write(p []byte) (int, error) {
	if c.status == 0 && c.state == undecided {
		c.WriteHeader(http.StatusOK)
	}
	switch c.state {
	case plain:
		return c.w.Write(p)
	case compressing:
		return c.gz.Write(p)
	}
	if len(c.buf)+len(p) < minCompressSize {
		c.buf = append(c.buf, p...)
		return len(p), nil
	}
	if err := c.startGzip(); err != nil {
		return 0, err
	}
	return c.gz.Write(p)
}

// Flush sends what is held: an answer that flushes before minCompressSize
// bytes is a stream, and goes out plain.
func (c *compressWriter) Flush() {
	switch c.state {
	case undecided:
		if c.status == 0 {
			c.status = http.StatusOK
		}
		c.sendPlain()
	case compressing:
		c.gz.Flush()
	}
	http.NewResponseController(c.w).Flush()
}

// varies reports whether the answer is of a kind that is compressed for
// some clients, and so varies with Accept-Encoding.
func (c *compressWriter) varies() bool {
	h := c.w.Header()
	return compressibleType(h.Get("Content-Type")) && h.Get("Content-Encoding") == ""
}

func (c *compressWriter) mayCompress() bool {
	h := c.w.Header()
	if !c.gzipOK || !c.varies() || c.status < 200 || c.status == http.StatusNoContent ||
		c.status == http.StatusNotModified || c.status == http.StatusPartialContent || h.Get("Content-Range") != "" {
		return false
	}
	if cl := h.Get("Content-Length"); cl != "" {
		n, err := strconv.Atoi(cl)
		return err == nil && n >= minCompressSize
	}
	return true
}

// weakenETag makes the ETag weak for a client that takes gzip (see
// compressAnswers).
func (c *compressWriter) weakenETag() {
	h := c.w.Header()
	etag := h.Get("ETag")
	if !c.weakETags || etag == "" || strings.HasPrefix(etag, "W/") || varies(h, "Accept-Encoding") {
		return
	}
	if c.varies() || c.status == http.StatusNotModified {
		h.Set("ETag", "W/"+etag)
	}
}

func (c *compressWriter) sendPlain() {
	if c.varies() {
		addVary(c.w.Header(), "Accept-Encoding")
	}
	c.state = plain
	c.w.WriteHeader(c.status)
	if len(c.buf) > 0 {
		c.w.Write(c.buf)
		c.buf = nil
	}
}

func (c *compressWriter) startGzip() error {
	h := c.w.Header()
	h.Del("Content-Length")
	h.Set("Content-Encoding", codingGzip)
	addVary(h, "Accept-Encoding")
	if etag := h.Get("ETag"); etag != "" && !strings.HasPrefix(etag, "W/") {
		h.Set("ETag", "W/"+etag)
	}
	c.state = compressing
	c.w.WriteHeader(c.status)
	c.gz = gzipWriters.Get().(*gzip.Writer)
	c.gz.Reset(c.w)
	_, err := c.gz.Write(c.buf)
	c.buf = nil
	return err
}

// finish sends what is still held, or ends the gzip stream.
func (c *compressWriter) finish() {
	switch c.state {
	case undecided:
		if c.status != 0 {
			c.sendPlain()
		}
	case compressing:
		c.gz.Close()
		c.release()
	}
}

func (c *compressWriter) release() {
	if c.gz != nil {
		c.gz.Reset(io.Discard)
		gzipWriters.Put(c.gz)
		c.gz = nil
	}
}

// compressibleType reports whether answers of a media type are compressed:
// JSON (the API, its errors, the API description) and HTML (the app's page,
// the API docs).
func compressibleType(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.TrimSpace(mt)
	return strings.EqualFold(mt, "application/json") || strings.EqualFold(mt, "text/html") ||
		strings.HasPrefix(strings.ToLower(mt), "application/") && strings.HasSuffix(strings.ToLower(mt), "+json")
}

// gzipBytes is b gzipped, with a writer from the pool.
func gzipBytes(b []byte) ([]byte, error) {
	var out bytes.Buffer
	gz := gzipWriters.Get().(*gzip.Writer)
	defer func() {
		gz.Reset(io.Discard)
		gzipWriters.Put(gz)
	}()
	gz.Reset(&out)
	if _, err := gz.Write(b); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
