package media

import (
	"image"
	"image/color"
	"runtime"
	"testing"
)

// Variants keep the sizes they had: the original fitted to each box.
func TestFitSize(t *testing.T) {
	for _, tt := range []struct {
		w, h, side, wantW, wantH int
	}{
		{3000, 1500, 2048, 2048, 1024},
		{3000, 1500, 800, 800, 400},
		{1500, 3000, 200, 100, 200},
		{4000, 3001, 800, 800, 600},
		{1000, 700, 2048, 1000, 700},
		{9000, 3, 200, 200, 1},
	} {
		if w, h := fitSize(tt.w, tt.h, tt.side); w != tt.wantW || h != tt.wantH {
			t.Errorf("fitSize(%d, %d, %d): got %d × %d, want %d × %d", tt.w, tt.h, tt.side, w, h, tt.wantW, tt.wantH)
		}
	}
}

// shrink averages the area each pixel covers.
func TestShrink(t *testing.T) {
	t.Run("FlatStaysFlat", func(t *testing.T) {
		c := color.RGBA{200, 30, 7, 255}
		for _, sz := range [][4]int{{2500, 2500, 2048, 2048}, {1001, 999, 800, 798}, {1001, 999, 13, 7}, {3, 3, 2, 2}, {50, 40, 50, 40}} {
			src := image.NewRGBA(image.Rect(0, 0, sz[0], sz[1]))
			for i := 0; i < len(src.Pix); i += 4 {
				copy(src.Pix[i:], []byte{c.R, c.G, c.B, c.A})
			}
			dst := shrink(src, sz[2], sz[3])
			if dst.Bounds() != image.Rect(0, 0, sz[2], sz[3]) {
				t.Fatalf("%v: bounds %v", sz, dst.Bounds())
			}
			for i := 0; i < len(dst.Pix); i += 4 {
				if got := (color.RGBA{dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3]}); got != c {
					t.Fatalf("%v: pixel %d is %v, want %v", sz, i/4, got, c)
				}
			}
		}
	})
	t.Run("Means", func(t *testing.T) {
		// Three grey columns 0, 90, 180 onto two: each takes one and a
		// half, (0 + 90/2) / 1.5 = 30 and (90/2 + 180) / 1.5 = 150; the
		// same down two rows of 60 and 120 onto one, 90.
		src := image.NewGray(image.Rect(10, 20, 13, 22))
		copy(src.Pix, []byte{0, 90, 180, 0, 90, 180})
		want := []byte{30, 30, 30, 255, 150, 150, 150, 255, 30, 30, 30, 255, 150, 150, 150, 255}
		if got := shrink(src, 2, 2).Pix; string(got) != string(want) {
			t.Errorf("columns: got %v, want %v", got, want)
		}
		src = image.NewGray(image.Rect(0, 0, 1, 2))
		copy(src.Pix, []byte{60, 120})
		if got := shrink(src, 1, 1).Pix; string(got) != string([]byte{90, 90, 90, 255}) {
			t.Errorf("rows: got %v, want 90", got)
		}
	})
	t.Run("YCbCr", func(t *testing.T) {
		// A photo's decoded form, and a reduction like the review's image.
		src := image.NewYCbCr(image.Rect(0, 0, 7745, 5000), image.YCbCrSubsampleRatio420)
		for i := range src.Y {
			src.Y[i] = 180
		}
		for i := range src.Cb {
			src.Cb[i], src.Cr[i] = 100, 150
		}
		r, g, b := color.YCbCrToRGB(180, 100, 150)
		dst := shrink(src, 2048, 1322)
		for i := 0; i < len(dst.Pix); i += 4 {
			if got := (color.RGBA{dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3]}); got != (color.RGBA{r, g, b, 255}) {
				t.Fatalf("pixel %d is %v, want %v", i/4, got, color.RGBA{r, g, b, 255})
			}
		}
	})
}

// shrink needs little beyond the image it makes: the CatmullRom scaling it
// replaced kept 32 bytes for each destination column and source row, 262
// MB here.
func TestShrinkMemory(t *testing.T) {
	src := image.NewYCbCr(image.Rect(0, 0, 6000, 4000), image.YCbCrSubsampleRatio420)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	dst := shrink(src, 2048, 1365)
	runtime.ReadMemStats(&after)
	if got, want := after.TotalAlloc-before.TotalAlloc, uint64(len(dst.Pix))+1<<20; got > want {
		t.Errorf("allocated %d bytes, want at most %d", got, want)
	}
}
