package media

import (
	"image"

	"golang.org/x/image/draw"
)

// Scaling costs too. draw.CatmullRom, used before, keeps a buffer of 32
// bytes for each destination column and source row: 500 MB to scale a
// 7745 × 7745 image to 2048 pixels. shrink averages areas instead, a
// strip of source rows at a time, and keeps only a few rows of sums.

// stripRows is how many source rows shrink converts to RGBA at once.
const stripRows = 16

// fitSize is the size of a w × h image scaled down to fit a side × side
// box, keeping its proportions; its own size when it fits.
func fitSize(w, h, side int) (int, int) {
	if w <= side && h <= side {
		return w, h
	}
	if w >= h {
		return side, max(h*side/w, 1)
	}
	return max(w*side/h, 1), side
}

// span is how a source row or column falls on the destination's: all on
// index i, or split between i and i+1, first taking weight w of the whole
// (the destination's size, in units where a destination pixel is the
// source's size).
type span struct {
	i, w int
}

// spans maps each of n source pixels onto m ≤ n destination pixels: in
// units of 1/m of a source pixel, source pixel s covers [s·m, (s+1)·m)
// and destination pixel d covers [d·n, (d+1)·n).
func spans(n, m int) []span {
	out := make([]span, n)
	for s := range out {
		d := s * m / n
		out[s] = span{d, min((d+1)*n-s*m, m)}
	}
	return out
}

// shrink scales src down to w × h (no larger than src) by area averaging:
// each destination pixel is the mean of the source area it covers, which
// neither aliases nor rings. Colours are premultiplied, as in image.RGBA.
func shrink(src image.Image, w, h int) *image.RGBA {
	b := src.Bounds()
	sw, sh := b.Dx(), b.Dy()
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	xs, ys := spans(sw, w), spans(sh, h)
	strip := image.NewRGBA(image.Rect(0, 0, sw, stripRows))
	row := make([]float32, 4*w)             // the current source row, summed across
	acc := make([]float32, 4*w)             // the current destination row, summed down
	norm := 1 / (float32(sw) * float32(sh)) // the weights of a destination pixel add up to sw·sh
	for y0 := 0; y0 < sh; y0 += stripRows {
		n := min(stripRows, sh-y0)
		draw.Draw(strip, image.Rect(0, 0, sw, n), src, image.Pt(b.Min.X, b.Min.Y+y0), draw.Src)
		for r := range n {
			clear(row)
			pix := strip.Pix[r*strip.Stride : r*strip.Stride+4*sw]
			for x, s := range xs {
				p := pix[4*x : 4*x+4 : 4*x+4]
				d := row[4*s.i : 4*s.i+4 : 4*s.i+4]
				wt := float32(s.w)
				d[0] += wt * float32(p[0])
				d[1] += wt * float32(p[1])
				d[2] += wt * float32(p[2])
				d[3] += wt * float32(p[3])
				if s.w < w {
					d = row[4*s.i+4 : 4*s.i+8 : 4*s.i+8]
					wt = float32(w - s.w)
					d[0] += wt * float32(p[0])
					d[1] += wt * float32(p[1])
					d[2] += wt * float32(p[2])
					d[3] += wt * float32(p[3])
				}
			}
			s := ys[y0+r]
			wt := float32(s.w)
			for i, v := range row {
				acc[i] += wt * v
			}
			// The destination row is complete where this source row ends
			// on its edge or crosses it; what crosses starts the next.
			if (y0+r+1)*h >= (s.i+1)*sh {
				out := dst.Pix[s.i*dst.Stride : s.i*dst.Stride+4*w]
				for i, v := range acc {
					out[i] = uint8(min(v*norm+0.5, 255))
				}
				wt = float32(h - s.w)
				for i, v := range row {
					acc[i] = wt * v
				}
			}
		}
	}
	return dst
}
