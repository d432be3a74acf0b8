package api

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// compressibleExt are the kinds of file the web build writes .br and .gz
// copies of (web/build/compress.ts); their answers vary with Accept-Encoding.
var compressibleExt = map[string]bool{".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true,
	".json": true, ".webmanifest": true, ".txt": true, ".ico": true, ".xml": true}

// codingSuffix is the file name suffix of each coding's copy, best first.
var codingSuffix = []struct{ coding, suffix string }{{codingBrotli, ".br"}, {codingGzip, ".gz"}}

// staticFiles serves the files of the web build, each as the smallest copy
// the request accepts: name.br, name.gz, or name itself.
//
// Each copy is its own representation: its ETag is a hash of its bytes, so
// If-None-Match and If-Range name one encoding, and a Range request gets a
// slice of the copy sent (its Content-Encoding says which), never of
// another. A copy is no file of its own: asking for x.js.br answers 404.
type staticFiles struct {
	fsys  fs.FS
	etags sync.Map // name of the file sent → its ETag
}

func newStaticFiles(fsys fs.FS) *staticFiles { return &staticFiles{fsys: fsys} }

// serve answers with the build's file name (cleaned, without a leading
// slash) and reports whether there is one; when there is none, the caller
// answers instead.
func (s *staticFiles) serve(w http.ResponseWriter, r *http.Request, name string) bool {
	if base, ok := s.copyOf(name); ok {
		if s.isFile(base) {
			writeJSONError(w, http.StatusNotFound, "Not found.")
			return true
		}
	}
	if !s.isFile(name) {
		return false
	}
	h := w.Header()
	ext := strings.ToLower(path.Ext(name))
	coding := codingIdentity
	if compressibleExt[ext] {
		addVary(h, "Accept-Encoding")
		coding = s.negotiate(r, name)
	}
	sent := name + suffixOf(coding)
	f, err := s.fsys.Open(sent)
	if err != nil {
		writeJSONError(w, http.StatusNotFound, "Not found.")
		return true
	}
	defer f.Close()
	content, size, err := seekable(f)
	if err != nil {
		writeErrorBody(w, internalError(r.Context(), err))
		return true
	}
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every asset name.
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		h.Set("Content-Type", ct) // the file's type, not the copy's (.br)
	}
	h.Set("ETag", s.etag(sent, content))
	if coding != codingIdentity {
		h.Set("Content-Encoding", coding)
		w = encodedWriter{ResponseWriter: w, size: size}
	}
	// ServeContent answers HEAD, Range, If-None-Match, If-Match and If-Range.
	http.ServeContent(w, r, name, time.Time{}, content)
	return true
}

// negotiate picks the coding of name to send among the copies the build has.
func (s *staticFiles) negotiate(r *http.Request, name string) string {
	lines := r.Header.Values("Accept-Encoding")
	if len(lines) == 0 {
		return codingIdentity
	}
	offered := make([]string, 0, len(codingSuffix))
	for _, c := range codingSuffix {
		if s.isFile(name + c.suffix) {
			offered = append(offered, c.coding)
		}
	}
	return parseAcceptEncoding(lines).choose(offered...)
}

// copyOf reports whether name is a compressed copy (x.js.br) and of what.
func (s *staticFiles) copyOf(name string) (string, bool) {
	for _, c := range codingSuffix {
		if base, ok := strings.CutSuffix(name, c.suffix); ok && compressibleExt[strings.ToLower(path.Ext(base))] {
			return base, true
		}
	}
	return "", false
}

func (s *staticFiles) isFile(name string) bool {
	st, err := fs.Stat(s.fsys, name)
	return err == nil && !st.IsDir()
}

// etag is a hash of the bytes sent, worked out once per file.
func (s *staticFiles) etag(name string, content io.ReadSeeker) string {
	if e, ok := s.etags.Load(name); ok {
		return e.(string)
	}
	sum := sha256.New()
	io.Copy(sum, content)
	content.Seek(0, io.SeekStart)
	e := `"` + base64.RawURLEncoding.EncodeToString(sum.Sum(nil)[:12]) + `"`
	s.etags.Store(name, e)
	return e
}

func suffixOf(coding string) string {
	for _, c := range codingSuffix {
		if c.coding == coding {
			return c.suffix
		}
	}
	return ""
}

// seekable is the file as ServeContent needs it; embedded files can seek,
// others are read whole.
func seekable(f fs.File) (io.ReadSeeker, int64, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if rs, ok := f.(io.ReadSeeker); ok {
		return rs, st.Size(), nil
	}
	b, err := io.ReadAll(f)
	return bytes.NewReader(b), int64(len(b)), err
}

// encodedWriter fixes ServeContent's headers for a compressed copy: its 200
// answer gets the Content-Length that ServeContent leaves out whenever
// Content-Encoding is set (it expects a writer that compresses on the
// fly), and an answer without the copy in it (412) loses its
// Content-Encoding, as ServeContent's 304 and error answers do.
type encodedWriter struct {
	http.ResponseWriter
	size int64
}

func (w encodedWriter) WriteHeader(code int) {
	switch h := w.Header(); {
	case code == http.StatusOK && h.Get("Content-Length") == "":
		h.Set("Content-Length", strconv.FormatInt(w.size, 10))
	case code >= 300:
		h.Del("Content-Encoding")
	}
	w.ResponseWriter.WriteHeader(code)
}
