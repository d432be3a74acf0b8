package live

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/centrifugal/centrifuge"
)

// fakeViewer records what the fanout writes to it.
type fakeViewer struct {
	mu     sync.Mutex
	got    []uint64 // offsets, in the order written
	calls  int      // pushes: system calls, for a viewer on a socket
	gone   bool
	missed bool // told to recover
}

func (v *fakeViewer) push(pubs []*fanPub, _ *[][]byte) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.calls++
	for _, p := range pubs {
		v.got = append(v.got, p.offset)
	}
}

func (v *fakeViewer) joined(string) bool { v.mu.Lock(); defer v.mu.Unlock(); return !v.gone }
func (v *fakeViewer) insufficient()      { v.mu.Lock(); defer v.mu.Unlock(); v.missed = true }

func (v *fakeViewer) offsets() []uint64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	return slices.Clone(v.got)
}

// publishAll publishes offsets of epoch on ch and waits until the
// channel's fanout goroutine has written them.
func publishAll(t *testing.T, f *fanout, ch, epoch string, offsets ...uint64) {
	t.Helper()
	for _, o := range offsets {
		if err := f.publish(ch, &centrifuge.Publication{Offset: o, Data: []byte(`{}`)}, centrifuge.StreamPosition{Offset: o, Epoch: epoch}); err != nil {
			t.Fatal(err)
		}
	}
	f.mu.Lock()
	c := f.chans[ch]
	f.mu.Unlock()
	if c == nil {
		return
	}
	waitWhile(t, &c.qmu, &c.writing, "the fanout did not write its publications")
}

// A viewer gets every publication after the position its subscribe reply
// gave it exactly once and in order: those that went out while the reply
// was under way when it joins, the rest as they come.
func TestFanoutWritesWhatFollowsTheViewersPosition(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before []uint64 // published between the history read and the reply
		joinAt uint64
		after  []uint64
		want   []uint64
	}{
		{"nothing meanwhile", nil, 3, []uint64{4, 5}, []uint64{4, 5}},
		{"the reply held them", []uint64{4, 5}, 5, []uint64{6}, []uint64{6}},
		{"some came after the reply", []uint64{4, 5, 6}, 4, []uint64{7}, []uint64{5, 6, 7}},
		{"all came after the reply", []uint64{1, 2}, 0, []uint64{3}, []uint64{1, 2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, v := newFanout(), &fakeViewer{}
			f.expect("flight:1")
			publishAll(t, f, "flight:1", "e", tc.before...)
			f.join("flight:1", v, "e", tc.joinAt)
			publishAll(t, f, "flight:1", "e", tc.after...)
			if got := v.offsets(); !slices.Equal(got, tc.want) {
				t.Fatalf("got offsets %v, want %v", got, tc.want)
			}
			if v.missed {
				t.Fatal("the viewer was told to recover")
			}
		})
	}
}

// A viewer whose position the channel cannot continue is not written to:
// at its join (what it missed went out before what the channel keeps) it
// is sent to recover; afterwards (a publication missed, a new stream)
// centrifuge, which sees the same publications, tells it to.
func TestFanoutLeavesAViewerItCannotContinue(t *testing.T) {
	t.Run("joins past what is kept", func(t *testing.T) {
		f, v := newFanout(), &fakeViewer{}
		f.expect("flight:1")
		for o := uint64(1); o <= fanRecent+5; o++ {
			publishAll(t, f, "flight:1", "e", o)
		}
		f.join("flight:1", v, "e", 2)
		publishAll(t, f, "flight:1", "e", fanRecent+6)
		if got := v.offsets(); len(got) != 0 || !v.missed {
			t.Fatalf("got %v, told to recover %v; want nothing written and told to recover", got, v.missed)
		}
	})
	for _, tc := range []struct {
		name  string
		epoch string
		next  uint64
	}{
		{"a publication missed", "e", 9},
		{"a new stream", "f", 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, v := newFanout(), &fakeViewer{}
			f.expect("flight:1")
			f.join("flight:1", v, "e", 7)
			publishAll(t, f, "flight:1", tc.epoch, tc.next)
			publishAll(t, f, "flight:1", tc.epoch, tc.next+1)
			if got := v.offsets(); len(got) != 0 {
				t.Fatalf("got %v written, want nothing", got)
			}
		})
	}
}

// Publications that queue while the fanout writes go to a viewer in one
// push: one system call for several messages.
func TestFanoutWritesWhatQueuedInOnePush(t *testing.T) {
	f, v := newFanout(), &fakeViewer{}
	f.expect("flight:1")
	f.join("flight:1", v, "e", 0)
	f.mu.Lock()
	c := f.chans["flight:1"]
	f.mu.Unlock()
	c.mu.Lock() // the fanout goroutine waits on it, as on a write under way
	for o := uint64(1); o <= 5; o++ {
		if err := f.publish("flight:1", &centrifuge.Publication{Offset: o, Data: []byte(`{}`)}, centrifuge.StreamPosition{Offset: o, Epoch: "e"}); err != nil {
			t.Fatal(err)
		}
	}
	c.mu.Unlock()
	publishAll(t, f, "flight:1", "e")
	if got := v.offsets(); !slices.Equal(got, []uint64{1, 2, 3, 4, 5}) {
		t.Fatalf("got %v, want 1..5", got)
	}
	if v.calls > 2 {
		t.Fatalf("got %d pushes for 5 publications queued together, want at most 2", v.calls)
	}
}

// The fanout keeps nothing for a channel no viewer follows or is about to:
// not its publications, not the channel. Subscribes that were refused, or
// whose viewer left, leave nothing behind either.
func TestFanoutForgetsChannelsNobodyFollows(t *testing.T) {
	f := newFanout()
	publishAll(t, f, "flight:1", "e", 1, 2, 3)
	for i := range 1000 {
		ch := fmt.Sprintf("flight:%d", i)
		f.expect(ch)
		if i%2 == 0 {
			f.abandon(ch)
			continue
		}
		v := &fakeViewer{}
		f.join(ch, v, "e", 0)
		publishAll(t, f, ch, "e", 1)
		f.leave(ch, v)
	}
	gone := &fakeViewer{gone: true}
	f.expect("flight:5")
	f.join("flight:5", gone, "e", 0) // its connection closed before its reply went out
	if n := len(f.chans); n != 0 {
		t.Fatalf("the fanout keeps %d channels, want none", n)
	}
}

// Many viewers are written from several goroutines, each viewer once per
// batch and nothing twice.
func TestFanoutToManyViewers(t *testing.T) {
	f := newFanout()
	viewers := make([]*fakeViewer, 3*fanPart+7) // the last goroutine's part is not whole
	for i := range viewers {
		viewers[i] = &fakeViewer{}
		f.expect("flight:1")
		f.join("flight:1", viewers[i], "e", 0)
	}
	publishAll(t, f, "flight:1", "e", 1, 2)
	for i, v := range viewers {
		if got := v.offsets(); !slices.Equal(got, []uint64{1, 2}) {
			t.Fatalf("viewer %d got %v, want [1 2]", i, got)
		}
	}
}
