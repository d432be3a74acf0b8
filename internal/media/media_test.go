package media_test

import (
	"bytes"
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
	s := &media.Store{Dir: t.TempDir(), Prefix: "/api/public/files/"}
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
		f, err := os.Open(filepath.Join(s.Dir, "avatars", name))
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
