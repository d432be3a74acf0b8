package media_test

import (
	"bytes"
	"image"
	"runtime"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
)

// The checks estimate what decoding will allocate from the header alone:
// the estimate must cover what image/jpeg and image/png really allocate,
// for every kind of image, give or take their fixed buffers.
func TestDecodeCostCoversDecoder(t *testing.T) {
	const w, h = 1501, 1001
	rgbJPEG := func(s jpegSpec) jpegSpec { s.w, s.h, s.sampling = w, h, []byte{0x11, 0x11, 0x11}; return s }
	for _, tt := range []struct {
		name, kind string
		data       []byte
	}{
		{"Baseline420", "JPEG", flatJPEG(jpegSpec{w: w, h: h, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1})},
		{"Grey", "JPEG", flatJPEG(jpegSpec{w: w, h: h, sampling: []byte{0x11}, adobe: -1})},
		{"Progressive444", "progressive JPEG", flatJPEG(jpegSpec{w: w, h: h, progressive: true, sampling: []byte{0x11, 0x11, 0x11}, adobe: -1})},
		{"Progressive422", "progressive JPEG", flatJPEG(jpegSpec{w: w, h: h, progressive: true, sampling: []byte{0x21, 0x11, 0x11}, adobe: -1})},
		{"ProgressiveGrey", "progressive JPEG", flatJPEG(jpegSpec{w: w, h: h, progressive: true, sampling: []byte{0x11}, adobe: -1})},
		{"CMYK", "CMYK JPEG", flatJPEG(jpegSpec{w: w, h: h, sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0})},
		{"ProgressiveYCCK", "progressive CMYK JPEG", flatJPEG(jpegSpec{w: w, h: h, progressive: true, sampling: []byte{0x22, 0x11, 0x11, 0x22}, adobe: 2})},
		{"RGBByIdentifiers", "RGB JPEG", flatJPEG(rgbJPEG(jpegSpec{adobe: -1, ids: "RGB"}))},
		{"RGBByAdobe", "RGB JPEG", flatJPEG(rgbJPEG(jpegSpec{adobe: 0}))},
		// The decoder reads an APP14 segment after the scan too, and then
		// converts to RGB; DecodeConfig stops before.
		{"RGBByLateAdobe", "RGB JPEG", flatJPEG(rgbJPEG(jpegSpec{adobe: 0, lateAdobe: true}))},
		{"PNGRGBA", "PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 6})},
		{"PNGRGB", "PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 2})},
		{"PNGGrey", "PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 0})},
		{"PNGGreyTransparent", "PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 0, trns: true})},
		{"PNGPaletted", "PNG", flatPNG(pngSpec{w: w, h: h, depth: 4, colorType: 3})},
		{"PNGGrey16", "16-bit PNG", flatPNG(pngSpec{w: w, h: h, depth: 16, colorType: 0})},
		{"PNGRGBA16", "16-bit PNG", flatPNG(pngSpec{w: w, h: h, depth: 16, colorType: 6})},
		{"PNGInterlaced", "interlaced PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 6, interlaced: true})},
		{"PNGInterlacedTransparent", "interlaced PNG", flatPNG(pngSpec{w: w, h: h, depth: 8, colorType: 2, trns: true, interlaced: true})},
	} {
		t.Run(tt.name, func(t *testing.T) {
			kind, est := media.DecodeCost(tt.data)
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			if _, _, err := image.Decode(bytes.NewReader(tt.data)); err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&after)
			got := int64(after.TotalAlloc - before.TotalAlloc)
			if kind != tt.kind {
				t.Errorf("kind %q, want %q", kind, tt.kind)
			}
			// The decoders' own buffers (bufio, Huffman tables, zlib, rows)
			// are not counted: some tens of KB.
			if est < got-256<<10 || est > got+got/10 {
				t.Errorf("estimated %d bytes, decoding allocated %d", est, got)
			}
		})
	}
}

// Images are refused by what decoding them costs, not only by their
// pixels: the outside review's progressive JPEG of 7745 × 7745 pixels,
// 352 KB, passed the checks and took about 860 MB to decode.
func TestSaveImageRefusesCostlyImages(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes images of up to 40 MP")
	}
	s, _ := newStore(t)
	p444 := []byte{0x11, 0x11, 0x11}
	for _, tt := range []struct {
		name    string
		data    []byte
		wantMsg []string // parts of the refusal; none when the image is taken
	}{
		{"ProgressiveOfTheReview", flatJPEG(jpegSpec{w: 7745, h: 7745, progressive: true, sampling: p444, adobe: -1}),
			[]string{"7745 × 7745 pixels", "(progressive JPEG) may have at most 5.5 megapixels", "save it as a standard JPEG"}},
		{"Progressive7MP", flatJPEG(jpegSpec{w: 3000, h: 2250, progressive: true, sampling: p444, adobe: -1}),
			[]string{"progressive JPEG", "megapixels"}},
		{"ProgressiveCMYK", flatJPEG(jpegSpec{w: 2400, h: 1800, progressive: true, sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 0}),
			[]string{"(progressive CMYK JPEG) may have at most 3.4 megapixels"}},
		{"CMYK12MP", flatJPEG(jpegSpec{w: 4000, h: 3000, sampling: []byte{0x11, 0x11, 0x11, 0x11}, adobe: 2}),
			[]string{"(CMYK JPEG) may have at most 10.4 megapixels"}},
		{"InterlacedPNG16", flatPNG(pngSpec{w: 3000, h: 2000, depth: 16, colorType: 2, interlaced: true}),
			[]string{"(interlaced 16-bit PNG) may have at most 5.2 megapixels"}},
		{"Over40MP", flatJPEG(jpegSpec{w: 7400, h: 5500, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1}),
			[]string{"7400 × 5500 pixels", "at most 40 megapixels"}},
		{"PhonePhoto12MP", flatJPEG(jpegSpec{w: 4000, h: 3000, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1}), nil},
		{"PhonePhoto40MP", flatJPEG(jpegSpec{w: 7296, h: 5472, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1}), nil},
		{"Progressive10MP", flatJPEG(jpegSpec{w: 3648, h: 2736, progressive: true, sampling: []byte{0x22, 0x11, 0x11}, adobe: -1}), nil},
		{"PNG20MP", flatPNG(pngSpec{w: 5160, h: 3870, depth: 8, colorType: 6}), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.SaveImage("avatars", bytes.NewReader(tt.data))
			if tt.wantMsg == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if core.ErrorCode(err) != core.EINVALID {
				t.Fatalf("got %v, want a refusal", err)
			}
			for _, part := range tt.wantMsg {
				if !strings.Contains(core.ErrorMessage(err), part) {
					t.Errorf("message %q, want it to say %q", core.ErrorMessage(err), part)
				}
			}
		})
	}
}
