package media_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
)

// pngSpec describes a PNG of one flat colour, built by flatPNG.
type pngSpec struct {
	w, h       int
	depth      byte // bits a sample
	colorType  byte // 0 grey, 2 RGB, 3 paletted, 4 grey and alpha, 6 RGBA
	interlaced bool // Adam7
	trns       bool // a tRNS chunk: a transparent colour
	pad        int  // bytes of a private chunk before the image data
}

// flatPNG writes a valid PNG of spec whose rows are all zero, so zlib packs
// them into a few KB while a decoder allocates the whole image. The rows
// are streamed into the compressor: the raw image never exists in memory.
func flatPNG(spec pngSpec) []byte {
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
	binary.BigEndian.PutUint32(ihdr[0:], uint32(spec.w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(spec.h))
	ihdr[8], ihdr[9] = spec.depth, spec.colorType
	if spec.interlaced {
		ihdr[12] = 1
	}
	chunk("IHDR", ihdr)
	if spec.colorType == 3 {
		chunk("PLTE", []byte{0, 0, 0, 255, 255, 255})
	}
	if spec.trns {
		chunk("tRNS", map[byte][]byte{0: {0, 0}, 2: {0, 0, 0, 0, 0, 0}, 3: {0}}[spec.colorType])
	}
	if spec.pad > 0 {
		chunk("ooPs", make([]byte, spec.pad)) // ancillary, private: skipped by decoders
	}
	channels := map[byte]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[spec.colorType]
	var idat bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	pass := func(x0, y0, dx, dy int) {
		w, h := (spec.w-x0+dx-1)/dx, (spec.h-y0+dy-1)/dy
		if w <= 0 || h <= 0 {
			return
		}
		row := make([]byte, 1+(w*channels*int(spec.depth)+7)/8) // filter byte 0, then the samples
		for range h {
			zw.Write(row)
		}
	}
	if spec.interlaced {
		for _, p := range [][4]int{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}} {
			pass(p[0], p[1], p[2], p[3])
		}
	} else {
		pass(0, 0, 1, 1)
	}
	zw.Close()
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}
