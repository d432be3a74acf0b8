// Package media stores uploaded files in one blob bucket (gocloud.dev/blob:
// a directory by default, object storage by URL) and makes image variants.
// Files are checked by their content, never by their name.
package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png" // decodes PNG uploads
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets, the default
	_ "gocloud.dev/blob/s3blob"   // s3://bucket?endpoint=… for S3 and S3-compatible stores
	"gocloud.dev/gcerrors"

	"github.com/oneloft/oneloft/internal/core"
)

// MaxImageSide is the box uploads are scaled to fit (SPEC §9: 2048 × 2048).
const MaxImageSide = 2048

// Limits that keep a small file from taking the server's memory: a PNG or
// JPEG states its size in its header, and a few KB of compressed data can
// claim hundreds of megapixels, each of which the decoder allocates, some
// several times over (cost.go). Together with shrink, they keep one upload
// within about 150 MB of memory (TestUploadPeakMemory).
const (
	// MaxImagePixels admits phone photos up to 40 MP (7296 × 5472) and
	// refuses what a 2048-pixel variant never needs.
	MaxImagePixels = 40_000_000
	// MaxDecodeBytes bounds what decoding one image allocates: a 40 MP
	// baseline 4:2:0 JPEG (60 MB) fits, and so do a progressive 4:2:0 JPEG
	// of 10 MP, a progressive 4:4:4 one of 5 MP, a CMYK one of 10 MP and
	// an 8-bit RGBA PNG of 20 MP.
	MaxDecodeBytes = 80 << 20
	// MaxUploadBytes bounds the file read from an upload.
	MaxUploadBytes = 20 << 20
	// MaxConcurrentDecodes is how many images are decoded at once; further
	// uploads wait their turn, so memory stays within this many times
	// MaxDecodeBytes however many arrive together.
	MaxConcurrentDecodes = 2
)

// decodes holds a slot per image being decoded.
var decodes = make(chan struct{}, MaxConcurrentDecodes)

// peak is the most decodes seen at once, for tests.
var peak struct {
	sync.Mutex
	now, max int
}

// PeakDecodes reports the most images decoded at the same time so far.
func PeakDecodes() int {
	peak.Lock()
	defer peak.Unlock()
	return peak.max
}

func acquireDecode() {
	decodes <- struct{}{}
	peak.Lock()
	peak.now++
	peak.max = max(peak.max, peak.now)
	peak.Unlock()
}

func releaseDecode() {
	peak.Lock()
	peak.now--
	peak.Unlock()
	<-decodes
}

// checkSize refuses images whose header claims more than the limits allow:
// by what decoding them would cost, the tighter limit for costly kinds,
// then by their pixels.
func checkSize(data []byte, format string, cfg image.Config) error {
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return core.Invalid("file", core.MsgInvalidFileType)
	}
	c, ok := costOf(data, format, cfg)
	if !ok {
		return core.Invalid("file", core.MsgInvalidFileType)
	}
	// The pixels an image like this one may have: fewer than MaxImagePixels
	// where each costs more to decode.
	px := int64(cfg.Width) * int64(cfg.Height)
	kindMax := MaxDecodeBytes * px / max(c.bytes, 1)
	switch {
	case px > kindMax && kindMax < MaxImagePixels:
		advice := "make it smaller"
		if c.kind != "JPEG" {
			advice += " or save it as a standard JPEG"
		}
		return core.Invalid("file", fmt.Sprintf("The image is too large: %d × %d pixels. Images like this one (%s) may have at most %.1f megapixels: %s.",
			cfg.Width, cfg.Height, c.kind, float64(kindMax/100_000)/10, advice))
	case px > MaxImagePixels:
		return core.Invalid("file", fmt.Sprintf("The image is too large: %d × %d pixels. Images may have at most %d megapixels.",
			cfg.Width, cfg.Height, MaxImagePixels/1_000_000))
	}
	return nil
}

// variants are the sizes kept of each image, by the name part that SPEC §9
// swaps ("-full." for "-medium." or "-low.").
var sizes = []struct {
	name string
	side int
}{{"full", MaxImageSide}, {"medium", 800}, {"low", 200}}

// Store keeps files in a bucket and serves them under a URL prefix.
type Store struct {
	bucket *blob.Bucket
	prefix string // e.g. /api/public/files/
}

// Open opens the bucket at url (file:///data/files?create_dir=1, or an
// object store's URL) and serves its files under prefix.
func Open(ctx context.Context, url, prefix string) (*Store, error) {
	b, err := blob.OpenBucket(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("media: open bucket: %w", err)
	}
	return &Store{bucket: b, prefix: prefix}, nil
}

// OpenDir opens a directory as the bucket, creating it.
func OpenDir(dir, prefix string) (*Store, error) {
	return Open(context.Background(), "file://"+dir+"?create_dir=1&no_tmp_dir=1", prefix)
}

// Close releases the bucket.
func (s *Store) Close() error { return s.bucket.Close() }

// writeTimeout bounds one file's write to the bucket.
const writeTimeout = time.Minute

func (s *Store) put(key, contentType string, data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	if err := s.bucket.WriteAll(ctx, key, data, &blob.WriterOptions{ContentType: contentType}); err != nil {
		return fmt.Errorf("media: write %s: %w", key, err)
	}
	return nil
}

func randomName() (string, error) {
	id := make([]byte, 12)
	if _, err := rand.Read(id); err != nil {
		return "", err
	}
	return hex.EncodeToString(id), nil
}

// SaveImage decodes a JPEG or PNG upload, scales it to fit each variant's
// box and writes the variants as JPEG. It returns the URL of the full one.
// Anything but an image answers SPEC §5's 'import_invalid_file'.
//
// The size is read from the file's header first: images beyond
// MaxImagePixels are refused before a pixel is decoded, and at most
// MaxConcurrentDecodes images are decoded at once.
func (s *Store) SaveImage(folder string, r io.Reader) (string, error) {
	// Read the whole file before taking a decode slot, so that a slow
	// upload never holds one.
	data, err := readUpload(r)
	if err != nil {
		return "", err
	}
	return s.saveImage(folder, data)
}

func (s *Store) saveImage(folder string, data []byte) (string, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", core.Invalid("file", core.MsgInvalidFileType)
	}
	if err := checkSize(data, format, cfg); err != nil {
		return "", err
	}
	variants, err := decodeVariants(data)
	if err != nil {
		return "", err
	}
	base, err := randomName()
	if err != nil {
		return "", err
	}
	for i, v := range sizes {
		if err := s.put(folder+"/"+base+"-"+v.name+".jpg", "image/jpeg", variants[i]); err != nil {
			return "", err
		}
	}
	return s.prefix + folder + "/" + base + "-full.jpg", nil
}

// SaveFile stores an image (as SaveImage) or, when pdf is allowed, a PDF as
// it came. What the file is comes from its content; anything else answers
// 'import_invalid_file'. The File's Path is its key under the prefix (the
// full variant's, for an image) and FileType "image" or "pdf".
func (s *Store) SaveFile(folder string, r io.Reader, pdf bool) (*core.File, error) {
	data, err := readUpload(r)
	if err != nil {
		return nil, err
	}
	if pdf && bytes.HasPrefix(data, []byte("%PDF-")) && http.DetectContentType(data) == "application/pdf" {
		base, err := randomName()
		if err != nil {
			return nil, err
		}
		key := folder + "/" + base + ".pdf"
		if err := s.put(key, "application/pdf", data); err != nil {
			return nil, err
		}
		return &core.File{FileType: "pdf", Path: key, MimeType: "application/pdf", Size: int64(len(data))}, nil
	}
	url, err := s.saveImage(folder, data)
	if err != nil {
		return nil, err
	}
	return &core.File{FileType: "image", Path: strings.TrimPrefix(url, s.prefix), MimeType: "image/jpeg", Size: int64(len(data))}, nil
}

// readUpload reads a whole upload, refusing one beyond MaxUploadBytes: a
// file cut at the limit would be kept broken. A multipart file tells its
// size: it is read into a buffer of just that size, as its bytes sit beside
// the decoded image while that is made.
func readUpload(r io.Reader) ([]byte, error) {
	tooLarge := core.Errorf(core.ETOOLARGE, "The file is too large: at most %d MB.", MaxUploadBytes>>20)
	if sized, ok := r.(interface{ Size() int64 }); ok && sized.Size() >= 0 {
		if sized.Size() > MaxUploadBytes {
			return nil, tooLarge
		}
		data := make([]byte, sized.Size())
		if _, err := io.ReadFull(r, data); err != nil {
			return nil, fmt.Errorf("media: read upload: %w", err)
		}
		return data, nil
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxUploadBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxUploadBytes {
		return nil, tooLarge
	}
	return data, nil
}

// decodeVariants decodes an image within a decode slot, scales it once to
// the largest variant, derives the smaller ones from that, and encodes
// them as JPEG. Sizes are those of the original fitted to each box.
func decodeVariants(data []byte) ([][]byte, error) {
	acquireDecode()
	defer releaseDecode()
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, core.Invalid("file", core.MsgInvalidFileType)
	}
	// The full variant is scaled from the original, the smaller ones from
	// the full one: the original is scaled once, and is garbage after.
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	from := src
	out := make([][]byte, len(sizes))
	for i, v := range sizes {
		img := from
		if vw, vh := fitSize(w, h, v.side); vw != w || vh != h {
			img = shrink(from, vw, vh)
		}
		if i == 0 {
			from = img
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
			return nil, fmt.Errorf("media: encode: %w", err)
		}
		out[i] = buf.Bytes()
	}
	return out, nil
}

// ReadImage returns the bytes of a stored image's variant ("full",
// "medium" or "low") from the key of its full variant, as a loft's logo is
// kept: a document prints the medium one, sharp enough on paper and small.
func (s *Store) ReadImage(ctx context.Context, key, variant string) ([]byte, error) {
	key = strings.Replace(key, "-full.", "-"+variant+".", 1)
	if !keyRe.MatchString(key) || !strings.HasSuffix(key, ".jpg") {
		return nil, fmt.Errorf("media: not an image key: %q", key)
	}
	data, err := s.bucket.ReadAll(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("media: read %s: %w", key, err)
	}
	return data, nil
}

// keyRe is what stored names look like: folders and random names of
// letters, digits and dashes with an extension. Nothing else is served.
var keyRe = regexp.MustCompile(`^[a-z0-9_-]+(/[a-z0-9_-]+)*\.(jpg|pdf)$`)

// Handler serves the stored files under the prefix.
func (s *Store) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := strings.TrimPrefix(r.URL.Path, s.prefix)
		if !keyRe.MatchString(key) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
			http.NotFound(w, r)
			return
		}
		rd, err := s.bucket.NewReader(r.Context(), key, nil)
		if gcerrors.Code(err) == gcerrors.NotFound {
			http.NotFound(w, r)
			return
		} else if err != nil {
			http.Error(w, "Internal error.", http.StatusInternalServerError)
			return
		}
		defer rd.Close()
		w.Header().Set("Content-Type", rd.ContentType())
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable") // names are random and never reused
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if strings.HasSuffix(key, ".pdf") {
			w.Header().Set("Content-Disposition", "inline")
		}
		http.ServeContent(w, r, "", rd.ModTime(), rd)
	})
}
