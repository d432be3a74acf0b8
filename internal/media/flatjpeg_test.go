package media_test

import (
	"bytes"
	"encoding/binary"
)

// jpegSpec describes a JPEG of one flat colour, built by flatJPEG.
type jpegSpec struct {
	w, h        int
	progressive bool
	sampling    []byte // H<<4 | V of each component: 1, 3 or 4 of them
	adobe       int    // the APP14 colour transform (0 RGB or CMYK, 1 YCbCr, 2 YCCK); -1 for none
	ids         string // component identifiers; "" for 1, 2, 3, 4
	lateAdobe   bool   // the APP14 segment after the scan, not before the frame
	pad         int    // about this many bytes of comments after the start
}

// flatJPEG writes a valid JPEG of spec whose every block is flat: its
// Huffman tables have one code each ("0": no DC change, end of block), so
// every block takes one or two bits and a 40 MP image weighs a few hundred
// KB. Go's encoder writes only baseline 4:2:0 YCbCr or greyscale; this is
// how the tests get progressive, 4:4:4, RGB and CMYK files of any size, for
// which the decoder allocates exactly as for a photo of that kind. A
// progressive file has its DC scan only; the decoder keeps every block's
// coefficients all the same.
func flatJPEG(spec jpegSpec) []byte {
	n := len(spec.sampling)
	ids := spec.ids
	if ids == "" {
		ids = "\x01\x02\x03\x04"
	}
	var b bytes.Buffer
	segment := func(marker byte, payload ...[]byte) {
		size := 2
		for _, p := range payload {
			size += len(p)
		}
		b.Write([]byte{0xff, marker})
		binary.Write(&b, binary.BigEndian, uint16(size))
		for _, p := range payload {
			b.Write(p)
		}
	}
	adobe := func() {
		if spec.adobe >= 0 {
			segment(0xee, []byte("Adobe"), []byte{0, 100, 0, 0, 0, 0, byte(spec.adobe)})
		}
	}
	b.Write([]byte{0xff, 0xd8})
	for left := spec.pad; left > 0; left -= 0xfff0 {
		segment(0xfe, make([]byte, min(left, 0xfff0)))
	}
	if !spec.lateAdobe {
		adobe()
	}
	segment(0xdb, []byte{0}, bytes.Repeat([]byte{1}, 64))
	sof := []byte{8, byte(spec.h >> 8), byte(spec.h), byte(spec.w >> 8), byte(spec.w), byte(n)}
	for i, s := range spec.sampling {
		sof = append(sof, ids[i], s, 0)
	}
	marker := byte(0xc0)
	if spec.progressive {
		marker = 0xc2
	}
	segment(marker, sof)
	oneCode := append([]byte{1}, make([]byte, 15+1)...) // one code of length 1, for symbol 0
	segment(0xc4, []byte{0x00}, oneCode)                // DC table 0
	if !spec.progressive {
		segment(0xc4, []byte{0x10}, oneCode) // AC table 0: end of block
	}
	sos := []byte{byte(n)}
	for i := range n {
		sos = append(sos, ids[i], 0)
	}
	se := byte(63)
	if spec.progressive {
		se = 0
	}
	segment(0xda, sos, []byte{0, se, 0})

	// Blocks in the scan: one component is not interleaved; more are, in
	// MCUs of the first component's sampling.
	blocks := ((spec.w + 7) / 8) * ((spec.h + 7) / 8)
	if n > 1 {
		h0, v0 := int(spec.sampling[0]>>4), int(spec.sampling[0]&15)
		mcus := ((spec.w + 8*h0 - 1) / (8 * h0)) * ((spec.h + 8*v0 - 1) / (8 * v0))
		per := 0
		for _, s := range spec.sampling {
			per += int(s>>4) * int(s&15)
		}
		blocks = mcus * per
	}
	bits := blocks * 2
	if spec.progressive {
		bits = blocks
	}
	b.Write(make([]byte, bits/8))
	if r := bits % 8; r != 0 {
		b.WriteByte(byte(1<<(8-r) - 1)) // padded with ones
	}
	if spec.lateAdobe {
		adobe()
	}
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}
