package media_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
)

// bombPNG writes a valid 1-bit greyscale PNG of w × h black pixels. Its
// rows are all zero, so zlib packs them into a few KB, while a decoder
// allocates a byte per pixel. The rows are streamed into the compressor:
// the raw image never exists in memory.
func bombPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(kind))
		crc.Write(data)
		out.WriteString(kind)
		out.Write(data)
		binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 1, 0 // bit depth 1, greyscale
	chunk("IHDR", ihdr)
	var idat bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+(w+7)/8) // filter byte 0, then the bits
	for y := 0; y < h; y++ {
		zw.Write(row)
	}
	zw.Close()
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

// TestSaveImageRefusesBombs: a PNG of 12000 × 12000 pixels (144 MP) that
// weighs a few KB must be refused from its header, before any decoding
// (security review, item 2: a 62 KB PNG raised the server's memory from
// 271 MB to 928 MB).
func TestSaveImageRefusesBombs(t *testing.T) {
	bomb := bombPNG(t, 12000, 12000)
	t.Logf("bomb: %d bytes for 12000 × 12000 pixels", len(bomb))
	s, _ := newStore(t)

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err := s.SaveImage("avatars", bytes.NewReader(bomb))
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("SaveImage: %v, allocated %.1f MB, error %v", took, float64(allocated)/(1<<20), err)

	if core.ErrorCode(err) != core.EINVALID || !strings.Contains(core.ErrorMessage(err), "megapixels") {
		t.Fatalf("got %v, want EINVALID naming the megapixel limit", err)
	}
	if allocated > 8<<20 {
		t.Errorf("allocated %d bytes to refuse the bomb, want under 8 MB: the image was decoded", allocated)
	}
}

// TestSaveImageAllowsPhonePhotos: a 50 MP phone photo (8160 × 6120) is
// under the limit.
func TestSaveImageAllowsPhonePhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes a 50 MP image")
	}
	s, _ := newStore(t)
	if _, err := s.SaveImage("avatars", bytes.NewReader(bombPNG(t, 8160, 6120))); err != nil {
		t.Fatal(err)
	}
}

// TestSaveImageBoundsConcurrentDecodes: however many uploads arrive at once,
// at most media.MaxConcurrentDecodes images are decoded at the same time.
func TestSaveImageBoundsConcurrentDecodes(t *testing.T) {
	s, _ := newStore(t)
	img := pngOf(1600, 1200).Bytes()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.SaveImage("avatars", bytes.NewReader(img)); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if got := media.PeakDecodes(); got > media.MaxConcurrentDecodes || got < 1 {
		t.Fatalf("peak concurrent decodes %d, want 1..%d", got, media.MaxConcurrentDecodes)
	}
}
