package main

import (
	"slices"
	"testing"
)

// seenWindow is which birds a viewer holds, in a few hundred bytes: every
// bird below base×64 is held, and words are the bits of the birds from
// there on. Birds come home roughly in the order of their index, so the
// window is only as wide as the arrivals are out of order (a few seconds of
// a race), where a bit per bird of a 48,000-bird race would be 6 KB a viewer.
type seenWindow struct {
	base  int32 // the first word of words, in words of 64 birds
	words []uint64
}

// mark records bird as held; it reports false when it was held already.
// birds is the race's size: the bits past its last bird count as held, so
// that the last word leaves the window once it is full.
func (w *seenWindow) mark(bird, birds int) bool {
	i := bird/64 - int(w.base)
	if i < 0 {
		return false
	}
	if i >= len(w.words) {
		w.words = append(w.words, make([]uint64, i+1-len(w.words))...)
		if last := (birds - 1) / 64; i+int(w.base) == last && birds%64 != 0 {
			w.words[i] |= ^uint64(0) << (birds % 64)
		}
	}
	bit := uint64(1) << (bird % 64)
	if w.words[i]&bit != 0 {
		return false
	}
	w.words[i] |= bit
	n := 0
	for n < len(w.words) && w.words[n] == ^uint64(0) {
		n++
	}
	if n > 0 {
		w.base += int32(n)
		w.words = w.words[n:]
		if len(w.words) == 0 {
			w.words = nil // its array goes, rather than drift on behind the window
		}
	}
	return true
}

// has reports whether bird is held.
func (w *seenWindow) has(bird int) bool {
	i := bird/64 - int(w.base)
	return i < 0 || i < len(w.words) && w.words[i]&(1<<(bird%64)) != 0
}

// bytes is the window's memory, for the report.
func (w *seenWindow) bytes() int { return 8 * cap(w.words) }

func TestSeenWindow(t *testing.T) {
	for _, tc := range []struct {
		name     string
		birds    int
		marks    []int
		wantNew  []bool
		wantHas  []int
		wantNot  []int
		maxWords int
	}{
		{name: "InOrder", birds: 200, marks: seq(0, 200), wantHas: seq(0, 200), maxWords: 1},
		{name: "Doubled", birds: 100, marks: []int{5, 7, 5, 99, 7}, wantNew: []bool{true, true, false, true, false},
			wantHas: []int{5, 7, 99}, wantNot: []int{0, 6, 98}, maxWords: 2},
		{name: "DoubledBelowWindow", birds: 130, marks: append(seq(0, 64), 3), wantNew: append(trues(64), false), wantHas: seq(0, 64), wantNot: []int{64}, maxWords: 0},
		{name: "OutOfOrder", birds: 300, marks: append(seq(128, 300), seq(0, 128)...), wantHas: seq(0, 300), maxWords: 0},
		{name: "LastWordPartial", birds: 70, marks: seq(0, 70), wantHas: seq(0, 70), maxWords: 0},
		{name: "Gap", birds: 1000, marks: append([]int{0}, seq(2, 1000)...), wantHas: []int{0, 2, 999}, wantNot: []int{1}, maxWords: 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w seenWindow
			for i, b := range tc.marks {
				got := w.mark(b, tc.birds)
				want := tc.wantNew == nil || tc.wantNew[i]
				if got != want {
					t.Errorf("mark(%d) #%d: got %v, want %v", b, i, got, want)
				}
			}
			for _, b := range tc.wantHas {
				if !w.has(b) {
					t.Errorf("has(%d): got false, want true", b)
				}
			}
			for _, b := range tc.wantNot {
				if w.has(b) {
					t.Errorf("has(%d): got true, want false", b)
				}
			}
			if len(w.words) > tc.maxWords {
				t.Errorf("window of %d words, want at most %d", len(w.words), tc.maxWords)
			}
		})
	}
}

func seq(from, to int) []int {
	var out []int
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

func trues(n int) []bool { return slices.Repeat([]bool{true}, n) }
