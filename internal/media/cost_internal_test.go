package media

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
)

// The header readers run on anything uploaded: cut anywhere, a file makes
// them answer, never panic.
func TestCostOfCutFiles(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 40, 30))
	var j, p bytes.Buffer
	if err := jpeg.Encode(&j, src, nil); err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(&p, src); err != nil {
		t.Fatal(err)
	}
	cfg := image.Config{Width: 40, Height: 30}
	for format, data := range map[string][]byte{"jpeg": j.Bytes(), "png": p.Bytes()} {
		if _, ok := costOf(data, format, cfg); !ok {
			t.Fatalf("%s: whole file not read", format)
		}
		for n := range len(data) {
			costOf(data[:n], format, cfg)
			costOf(append(data[:n:n], 0xff, 0xff, 0xda, 0xff), format, cfg)
		}
	}
}
