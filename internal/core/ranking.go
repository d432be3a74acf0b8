package core

import "sort"

// Arrived is what ranking needs of an arrival: who and when (Unix ms).
type Arrived struct {
	PigeonID  int64
	ArrivedMs int64
}

// Rank orders arrivals by arrival time and gives each its place: birds that
// arrive at the same instant (the same millisecond) share the place and the
// next place skips ("1, 2, 2, 4"). Equal instants keep their input order.
// The returned places are parallel to the sorted slice.
func Rank(a []Arrived) []int {
	sort.SliceStable(a, func(i, j int) bool { return a[i].ArrivedMs < a[j].ArrivedMs })
	return Places(len(a), func(i int) bool { return a[i].ArrivedMs == a[i-1].ArrivedMs })
}

// Places numbers n sorted items from 1, where tied(i) says item i ties with
// item i-1; tied items share a place and the next place skips.
func Places(n int, tied func(i int) bool) []int {
	out := make([]int, n)
	for i := range out {
		if i > 0 && tied(i) {
			out[i] = out[i-1]
		} else {
			out[i] = i + 1
		}
	}
	return out
}
