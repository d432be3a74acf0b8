// Package media stores uploaded files under the data directory and makes
// image variants. Only images are accepted where SPEC §5 says so.
package media

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png" // decodes PNG uploads
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/image/draw"

	"github.com/oneloft/oneloft/internal/core"
)

// MaxImageSide is the box uploads are scaled to fit (SPEC §9: 2048 × 2048).
const MaxImageSide = 2048

// variants are the sizes kept of each image, by the name part that SPEC §9
// swaps ("-full." for "-medium." or "-low.").
var variants = []struct {
	name string
	side int
}{{"full", MaxImageSide}, {"medium", 800}, {"low", 200}}

// Store keeps files in a directory and serves them under a URL prefix.
type Store struct {
	Dir    string // e.g. ./data/files
	Prefix string // e.g. /api/public/files/
}

// SaveImage decodes a JPEG or PNG upload, scales it to fit each variant's
// box and writes the variants as JPEG. It returns the URL of the full one.
// Anything but an image answers SPEC §5's 'import_invalid_file'.
func (s *Store) SaveImage(folder string, r io.Reader) (string, error) {
	src, _, err := image.Decode(io.LimitReader(r, 20<<20))
	if err != nil {
		return "", core.Invalid("file", core.MsgInvalidFileType)
	}
	id := make([]byte, 12)
	if _, err := rand.Read(id); err != nil {
		return "", err
	}
	base := hex.EncodeToString(id)
	if err := os.MkdirAll(filepath.Join(s.Dir, folder), 0o755); err != nil {
		return "", err
	}
	for _, v := range variants {
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, fit(src, v.side), &jpeg.Options{Quality: 85}); err != nil {
			return "", fmt.Errorf("media: encode: %w", err)
		}
		if err := os.WriteFile(filepath.Join(s.Dir, folder, base+"-"+v.name+".jpg"), buf.Bytes(), 0o644); err != nil {
			return "", fmt.Errorf("media: write: %w", err)
		}
	}
	return s.Prefix + folder + "/" + base + "-full.jpg", nil
}

// fit scales src down to fit a side × side box, keeping its proportions.
func fit(src image.Image, side int) image.Image {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= side && h <= side {
		return src
	}
	if w >= h {
		w, h = side, h*side/w
	} else {
		w, h = w*side/h, side
	}
	dst := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Over, nil)
	return dst
}

// Handler serves the stored files; names never leave the directory.
func (s *Store) Handler() http.Handler {
	files := http.FileServer(http.Dir(s.Dir))
	return http.StripPrefix(strings.TrimSuffix(s.Prefix, "/"), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r) // no directory listings
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable") // names are random and never reused
		w.Header().Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
	}))
}
