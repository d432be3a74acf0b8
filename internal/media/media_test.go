package media_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
)

func pngOf(w, h int) *bytes.Buffer {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		img.Set(x, x%h, color.RGBA{200, 10, 10, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return &b
}

func TestSaveImage(t *testing.T) {
	s, dir := newStore(t)
	url, err := s.SaveImage("avatars", pngOf(3000, 1500))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "/api/public/files/avatars/") || !strings.HasSuffix(url, "-full.jpg") {
		t.Fatalf("url %s", url)
	}
	for _, tt := range []struct {
		variant string
		w, h    int
	}{{"full", 2048, 1024}, {"medium", 800, 400}, {"low", 200, 100}} {
		name := strings.Replace(filepath.Base(url), "-full.", "-"+tt.variant+".", 1)
		f, err := os.Open(filepath.Join(dir, "avatars", name))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := jpeg.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != tt.w || cfg.Height != tt.h {
			t.Errorf("%s: %dx%d (%v), want %dx%d", tt.variant, cfg.Width, cfg.Height, err, tt.w, tt.h)
		}
	}
	if _, err := s.SaveImage("avatars", strings.NewReader("%PDF-1.4 not an image")); core.ErrorMessage(err) != core.MsgInvalidFileType {
		t.Fatalf("a PDF as image: %v", err)
	}

	srv := httptest.NewServer(s.Handler())
	defer srv.Close()
	for path, want := range map[string]int{
		"/api/public/files/" + strings.TrimPrefix(url, "/api/public/files/"): 200,
		"/api/public/files/avatars/":                                         404,
		"/api/public/files/../../etc/passwd":                                 404,
		"/api/public/files/avatars/nothing-full.jpg":                         404,
	} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("%s: got %d, want %d", path, res.StatusCode, want)
		}
	}
}

// newStore is a store on a directory of the test's, which it returns too.
func newStore(t *testing.T) (*media.Store, string) {
	t.Helper()
	dir := t.TempDir()
	s, err := media.OpenDir(dir, "/api/public/files/")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, dir
}

// Uploads are what their content says, never what their name says: real
// JPEG, PNG and PDF files are taken, a text file named .jpg is refused.
func TestSaveFile(t *testing.T) {
	s, _ := newStore(t)
	var jpg bytes.Buffer
	must(t, jpeg.Encode(&jpg, image.NewRGBA(image.Rect(0, 0, 640, 480)), nil))
	pdf := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
	srv := httptest.NewServer(s.Handler())
	defer srv.Close()
	for _, tt := range []struct {
		name      string
		data      []byte
		pdfOK     bool
		kind, ct  string
		wantError bool
	}{
		{"JPEG", jpg.Bytes(), true, "image", "image/jpeg", false},
		{"PNG", pngOf(300, 200).Bytes(), false, "image", "image/jpeg", false},
		{"PDF", pdf, true, "pdf", "application/pdf", false},
		{"PDFWhereOnlyImages", pdf, false, "", "", true},
		{"TextNamedJPG", []byte("hello, I am notes.jpg"), true, "", "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			saved, err := s.SaveFile("news", bytes.NewReader(tt.data), tt.pdfOK)
			if tt.wantError {
				if core.ErrorMessage(err) != core.MsgInvalidFileType {
					t.Fatalf("got %v, want %s", err, core.MsgInvalidFileType)
				}
				return
			}
			if err != nil || saved.FileType != tt.kind {
				t.Fatalf("saved %+v, %v", saved, err)
			}
			res, err := http.Get(srv.URL + "/api/public/files/" + saved.Path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != tt.ct || res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("served %d %q", res.StatusCode, res.Header.Get("Content-Type"))
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// ReadImage reads a variant of a stored image by its full key, as the
// results PDF reads a loft's logo; keys that are not stored images fail.
func TestReadImage(t *testing.T) {
	s, _ := newStore(t)
	f, err := s.SaveFile("lofts", pngOf(1600, 400), false)
	must(t, err)
	data, err := s.ReadImage(context.Background(), f.Path, "medium")
	must(t, err)
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	must(t, err)
	if cfg.Width != 800 || cfg.Height != 200 {
		t.Errorf("medium variant is %d × %d, want 800 × 200", cfg.Width, cfg.Height)
	}
	for _, key := range []string{"lofts/missing-full.jpg", "../etc/passwd", strings.Replace(f.Path, ".jpg", ".pdf", 1)} {
		if _, err := s.ReadImage(context.Background(), key, "medium"); err == nil {
			t.Errorf("ReadImage(%q) read something", key)
		}
	}
}
