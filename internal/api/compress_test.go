package api

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// answer is what a handler behind compressAnswers writes.
type answer struct {
	status   int               // 0: never calls WriteHeader
	header   map[string]string // set before WriteHeader
	body     string
	chunks   int  // body written in this many pieces (0: one)
	flush    bool // flushes after the first piece
	panicked bool // panics after writing the header
}

func (a answer) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	if a.status != 0 {
		w.WriteHeader(a.status)
	}
	if a.panicked {
		panic("boom")
	}
	n := max(a.chunks, 1)
	size := (len(a.body) + n - 1) / n
	for i := 0; i < len(a.body); i += size {
		io.WriteString(w, a.body[i:min(i+size, len(a.body))])
		if a.flush && i == 0 {
			http.NewResponseController(w).Flush()
		}
	}
}

func TestCompressAnswers(t *testing.T) {
	json := map[string]string{"Content-Type": "application/json"}
	big := `{"data":"` + strings.Repeat("pigeon ", 400) + `"}`
	small := `{"data":"pigeon"}`
	gz := "gzip, deflate, br"
	tests := []struct {
		name         string
		method       string
		header       map[string]string // request
		answer       answer
		wantStatus   int
		wantEncoding string
		wantVary     bool
		wantETag     string
	}{
		{name: "LargeJSONGzipped", header: map[string]string{"Accept-Encoding": gz}, answer: answer{status: 200, header: json, body: big}, wantStatus: 200, wantEncoding: "gzip", wantVary: true},
		{name: "LargeJSONInPieces", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: json, body: big, chunks: 40}, wantStatus: 200, wantEncoding: "gzip", wantVary: true},
		{name: "LargeJSONNoWriteHeader", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{header: json, body: big}, wantStatus: 200, wantEncoding: "gzip", wantVary: true},
		{name: "ProblemJSON", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 422, header: map[string]string{"Content-Type": "application/problem+json"}, body: big}, wantStatus: 422, wantEncoding: "gzip", wantVary: true},
		{name: "LargeErrorGzipped", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 400, header: json, body: big}, wantStatus: 400, wantEncoding: "gzip", wantVary: true},
		{name: "HTML", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "text/html; charset=utf-8"}, body: big}, wantStatus: 200, wantEncoding: "gzip", wantVary: true},
		{name: "SmallJSONPlain", header: map[string]string{"Accept-Encoding": gz}, answer: answer{status: 200, header: json, body: small}, wantStatus: 200, wantVary: true},
		{name: "SmallErrorPlain", header: map[string]string{"Accept-Encoding": gz}, answer: answer{status: 404, header: json, body: `{"message":"Not found."}`}, wantStatus: 404, wantVary: true},
		{name: "SmallContentLengthPlain", header: map[string]string{"Accept-Encoding": gz}, answer: answer{status: 200, header: map[string]string{"Content-Type": "application/json", "Content-Length": "17"}, body: small}, wantStatus: 200, wantVary: true},
		{name: "NoAcceptEncodingPlain", answer: answer{status: 200, header: json, body: big}, wantStatus: 200, wantVary: true},
		{name: "GzipRefusedPlain", header: map[string]string{"Accept-Encoding": "br, gzip;q=0"}, answer: answer{status: 200, header: json, body: big}, wantStatus: 200, wantVary: true},
		{name: "HeadPlain", method: "HEAD", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: json}, wantStatus: 200, wantVary: true},
		{name: "WebsocketUntouched", header: map[string]string{"Accept-Encoding": "gzip", "Upgrade": "websocket", "Connection": "Upgrade"}, answer: answer{status: 200, header: json, body: big}, wantStatus: 200},
		{name: "EventStreamUntouched", header: map[string]string{"Accept-Encoding": "gzip", "Accept": "text/event-stream"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "text/event-stream"}, body: big}, wantStatus: 200},
		{name: "FlushedStreamPlain", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: json, body: big, chunks: 40, flush: true}, wantStatus: 200, wantVary: true},
		{name: "OwnEncodingUntouched", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "application/json", "Content-Encoding": "br"}, body: big}, wantStatus: 200, wantEncoding: "br"},
		{name: "ScriptUntouched", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "text/javascript"}, body: big}, wantStatus: 200},
		{name: "PNGUntouched", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "image/png"}, body: big}, wantStatus: 200},
		{name: "PartialUntouched", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 206, header: map[string]string{"Content-Type": "application/json", "Content-Range": "bytes 0-5000/9000"}, body: big}, wantStatus: 206, wantVary: true},
		{name: "NoContent", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 204, header: json}, wantStatus: 204, wantVary: true},
		{name: "NotModifiedWeakETag", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 304, header: map[string]string{"ETag": `"r1"`}}, wantStatus: 304, wantETag: `W/"r1"`},
		{name: "NotModifiedWithoutGzipStrong", header: map[string]string{"Accept-Encoding": "br"}, answer: answer{status: 304, header: map[string]string{"ETag": `"r1"`}}, wantStatus: 304, wantETag: `"r1"`},
		{name: "GzippedWeakETag", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "application/json", "ETag": `"r1"`}, body: big}, wantStatus: 200, wantEncoding: "gzip", wantVary: true, wantETag: `W/"r1"`},
		{name: "SmallButGzipClientWeakETag", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 200, header: map[string]string{"Content-Type": "application/json", "ETag": `"r1"`}, body: small}, wantStatus: 200, wantVary: true, wantETag: `W/"r1"`},
		{name: "PlainClientStrongETag", answer: answer{status: 200, header: map[string]string{"Content-Type": "application/json", "ETag": `"r1"`}, body: big}, wantStatus: 200, wantVary: true, wantETag: `"r1"`},
		{name: "OwnVaryKeepsETag", header: map[string]string{"Accept-Encoding": "gzip"}, answer: answer{status: 304, header: map[string]string{"ETag": `"f1"`, "Vary": "Accept-Encoding"}}, wantStatus: 304, wantVary: true, wantETag: `"f1"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := tt.method
			if method == "" {
				method = http.MethodGet
			}
			req := httptest.NewRequest(method, "/api/x", nil)
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			compressAnswers(tt.answer).ServeHTTP(rec, req)
			res := rec.Result()
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: got %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tt.wantEncoding)
			}
			if got := res.Header.Values("Vary"); tt.wantVary != (len(got) == 1 && got[0] == "Accept-Encoding") || !tt.wantVary && len(got) > 0 {
				t.Errorf("Vary: got %q, want Accept-Encoding once: %v", got, tt.wantVary)
			}
			if tt.wantETag != "" && res.Header.Get("ETag") != tt.wantETag {
				t.Errorf("ETag: got %q, want %q", res.Header.Get("ETag"), tt.wantETag)
			}
			body := rec.Body.Bytes()
			if tt.wantEncoding == "gzip" {
				if res.Header.Get("Content-Length") != "" {
					t.Errorf("Content-Length: got %q on a gzipped answer", res.Header.Get("Content-Length"))
				}
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatalf("gzip: %v", err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatalf("gzip: %v", err)
				}
			}
			if method == http.MethodGet && tt.wantEncoding != "br" && string(body) != tt.answer.body {
				t.Errorf("body: got %d bytes %.40q, want %d bytes", len(body), body, len(tt.answer.body))
			}
		})
	}
}

// The websocket's upgrade and event streams get the writer as it was, so
// that it can be hijacked or flushed directly.
func TestCompressAnswersBypass(t *testing.T) {
	for _, h := range []map[string]string{{"Upgrade": "websocket"}, {"Accept": "text/event-stream"}} {
		req := httptest.NewRequest("GET", "/connection/websocket", nil)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		req.Header.Set("Accept-Encoding", "gzip")
		rec := httptest.NewRecorder()
		compressAnswers(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			if w != http.ResponseWriter(rec) {
				t.Errorf("%v: got a wrapped writer %T", h, w)
			}
		})).ServeHTTP(rec, req)
	}
}

// A panic after the header drops what was held back: the recoverer answers.
func TestCompressAnswersPanic(t *testing.T) {
	req := httptest.NewRequest("GET", "/api/x", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	func() {
		defer func() {
			if recover() == nil {
				t.Error("got no panic, want it passed on")
			}
		}()
		compressAnswers(answer{status: 200, header: map[string]string{"Content-Type": "application/json"}, panicked: true}).ServeHTTP(rec, req)
	}()
	if rec.Code != 200 || rec.Body.Len() != 0 || rec.Flushed {
		t.Errorf("got %d with %d bytes, want nothing sent", rec.Code, rec.Body.Len())
	}
}

// gzipBytes and a pooled writer give what gzip gives.
func TestGzipBytes(t *testing.T) {
	for _, n := range []int{0, 1, minCompressSize, 1 << 20} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			in := bytes.Repeat([]byte("a"), n)
			out, err := gzipBytes(in)
			if err != nil {
				t.Fatal(err)
			}
			zr, err := gzip.NewReader(bytes.NewReader(out))
			if err != nil {
				t.Fatal(err)
			}
			got, _ := io.ReadAll(zr)
			if !bytes.Equal(got, in) {
				t.Errorf("got %d bytes back, want %d", len(got), n)
			}
		})
	}
}
