package media_test

import (
	"bytes"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
)

// bombPNG is a valid 1-bit greyscale PNG of w × h black pixels: a few KB,
// for which a decoder allocates a byte per pixel.
func bombPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	return flatPNG(pngSpec{w: w, h: h, depth: 1, colorType: 0})
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

// TestSaveImageAllowsPhonePhotos: a 40 MP photo (7296 × 5472) is under the
// limit. The full-resolution files of 48 and 50 MP sensors are above it
// since one upload is kept within 150 MB (TestUploadPeakMemory); phones
// save 12 MP unless told otherwise.
func TestSaveImageAllowsPhonePhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes a 40 MP image")
	}
	s, _ := newStore(t)
	if _, err := s.SaveImage("avatars", bytes.NewReader(bombPNG(t, 7296, 5472))); err != nil {
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
