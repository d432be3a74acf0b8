package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
)

// What decoding costs. A file's size says little: Go's decoders allocate
// the whole image at once, and a progressive JPEG also keeps every block's
// 64 coefficients as int32 until its last scan (4 bytes a sample), a CMYK
// or YCCK JPEG is converted through a 4-byte-a-pixel image, and so is an
// RGB one. The header tells all of that before a pixel is decoded.

// decodeCost is what decoding one image takes: its kind, named in a
// refusal, and the bytes the decoder allocates for it.
type decodeCost struct {
	kind  string
	bytes int64
}

// costOf estimates the decoding cost of an image from its header; false
// when the header cannot be read as the format DecodeConfig named.
func costOf(data []byte, format string, cfg image.Config) (decodeCost, bool) {
	switch format {
	case "jpeg":
		f, ok := readJPEGHeader(data)
		return f.cost(cfg), ok
	case "png":
		return pngCost(data, cfg)
	}
	return decodeCost{}, false
}

// jpegComponent is one colour component of a JPEG frame.
type jpegComponent struct {
	id, h, v int // identifier and sampling factors
}

// jpegHeader is what a JPEG's markers say of its decoding, read the way
// Go's decoder reads them.
type jpegHeader struct {
	progressive    bool
	comps          []jpegComponent
	jfif           bool
	adobe          bool // an Adobe APP14 segment, whose transform follows
	adobeTransform byte
}

// readJPEGHeader walks a JPEG's segments to its end, stepping over scan
// data, as image/jpeg does: an APP14 segment after the first scan still
// changes how the image is converted.
func readJPEGHeader(data []byte) (jpegHeader, bool) {
	var f jpegHeader
	if len(data) < 2 || data[0] != 0xff || data[1] != 0xd8 {
		return f, false
	}
	for i := 2; i+1 < len(data); {
		for i+1 < len(data) && data[i] != 0xff { // extraneous bytes, tolerated
			i++
		}
		for i+1 < len(data) && data[i+1] == 0xff { // fill bytes
			i++
		}
		if i+1 >= len(data) {
			break
		}
		marker := data[i+1]
		i += 2
		switch {
		case marker == 0x00 || (0xd0 <= marker && marker <= 0xd7): // stuffed byte, restart
			continue
		case marker == 0xd9: // end of image
			return f, f.comps != nil
		}
		if i+2 > len(data) {
			break
		}
		n := int(binary.BigEndian.Uint16(data[i:]))
		if n < 2 || i+n > len(data) {
			break
		}
		seg := data[i+2 : i+n]
		i += n
		switch marker {
		case 0xc0, 0xc1, 0xc2:
			if f.comps != nil || len(seg) < 6 || len(seg) < 6+3*int(seg[5]) {
				return f, false
			}
			f.progressive = marker == 0xc2
			for c := range int(seg[5]) {
				hv := seg[7+3*c]
				f.comps = append(f.comps, jpegComponent{id: int(seg[6+3*c]), h: int(hv >> 4), v: int(hv & 15)})
			}
		case 0xe0:
			if bytes.HasPrefix(seg, []byte("JFIF\x00")) {
				f.jfif = true
			}
		case 0xee:
			if len(seg) >= 12 && bytes.HasPrefix(seg, []byte("Adobe")) {
				f.adobe, f.adobeTransform = true, seg[11]
			}
		case 0xda:
			// Entropy-coded data runs to the next marker: 0xff followed by
			// neither a stuffed zero nor a restart.
			for i+1 < len(data) && (data[i] != 0xff || data[i+1] == 0 || (0xd0 <= data[i+1] && data[i+1] <= 0xd7)) {
				i++
			}
		}
	}
	return f, f.comps != nil
}

// cost is the JPEG's decoding cost in image/jpeg: its planes (in whole
// blocks of the first component's sampling), the coefficients of a
// progressive file, and the 4-byte-a-pixel image that CMYK, YCCK and RGB
// are converted to.
func (f jpegHeader) cost(cfg image.Config) decodeCost {
	if len(f.comps) == 0 {
		return decodeCost{}
	}
	w, h := int64(cfg.Width), int64(cfg.Height)
	h0, v0 := int64(max(f.comps[0].h, 1)), int64(max(f.comps[0].v, 1))
	if len(f.comps) == 1 {
		h0, v0 = 1, 1 // one component is never interleaved
	}
	mcus := ((w + 8*h0 - 1) / (8 * h0)) * ((h + 8*v0 - 1) / (8 * v0))
	var samples int64
	for _, c := range f.comps {
		ch, cv := int64(c.h), int64(c.v)
		if len(f.comps) == 1 {
			ch, cv = 1, 1
		}
		samples += mcus * 64 * ch * cv
	}
	c := decodeCost{kind: "JPEG", bytes: samples}
	switch {
	case len(f.comps) == 4:
		c.kind = "CMYK JPEG"
		c.bytes += 4 * w * h
	case len(f.comps) == 3 && (cfg.ColorModel == color.RGBAModel || f.rgb()):
		c.kind = "RGB JPEG"
		c.bytes += 4 * w * h
	}
	if f.progressive {
		c.kind = "progressive " + c.kind
		c.bytes += 4 * samples
	}
	return c
}

// rgb tells whether image/jpeg converts the three components as RGB once
// the whole file is read (its DecodeConfig stops at the first scan).
func (f jpegHeader) rgb() bool {
	if len(f.comps) != 3 || f.jfif {
		return false
	}
	if f.adobe && f.adobeTransform == 0 {
		return true
	}
	return f.comps[0].id == 'R' && f.comps[1].id == 'G' && f.comps[2].id == 'B'
}

// pngCost is a PNG's decoding cost in image/png: the image in the type the
// decoder picks (a transparent colour makes greyscale and RGB images
// NRGBA), twice over when interlaced (each pass is an image of its own
// before being merged).
func pngCost(data []byte, cfg image.Config) (decodeCost, bool) {
	// The signature, then IHDR: length, type, width, height, depth, colour
	// type, compression, filter, interlace.
	if len(data) < 8+8+13 || string(data[12:16]) != "IHDR" {
		return decodeCost{}, false
	}
	depth, colorType, interlaced := data[24], data[25], data[28] == 1
	transparent := false
	for i := 8; i+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		kind := string(data[i+4 : i+8])
		if kind == "IDAT" || n > len(data) {
			break
		}
		if kind == "tRNS" {
			transparent = true
		}
		i += 12 + n
	}
	per := int64(4) // 8-bit colour, with or without alpha: RGBA or NRGBA
	switch {
	case colorType == 3:
		per = 1 // paletted
	case colorType == 0 && !transparent:
		per = 1 // greyscale
		if depth == 16 {
			per = 2
		}
	case depth == 16:
		per = 8
	}
	c := decodeCost{kind: "PNG", bytes: int64(cfg.Width) * int64(cfg.Height) * per}
	if depth == 16 {
		c.kind = "16-bit PNG"
	}
	if interlaced {
		c.kind = "interlaced " + c.kind
		c.bytes *= 2
	}
	return c, true
}
