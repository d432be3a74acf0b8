package live

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func burst(n int) core.FlightEvent {
	ev := core.FlightEvent{FlightID: 3, Revision: 42, State: core.FlightClosed}
	for i := range n {
		ev.Arrivals = append(ev.Arrivals, core.LiveArrival{PigeonID: int64(i + 1), Ring: "NL-2026-0000001", Name: strings.Repeat("n", i%40),
			Team: "Team", Fancier: "Fancier", Country: "NL", ArrivedMs: int64(i), Rank: i + 1})
	}
	return ev
}

// decode reads msgs, checking each against limit and its More/State
// marks (last: the backlog's last message), and returns their pigeons.
func decode(t *testing.T, msgs [][]byte, limit int, last bool) []int64 {
	t.Helper()
	var got []int64
	for i, data := range msgs {
		if len(data) > limit {
			t.Errorf("message %d: %d bytes, want at most %d", i, len(data), limit)
		}
		var m core.FlightEvent
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		final := last && i == len(msgs)-1
		if m.Revision != 42 || m.More == final || (m.State != "") != final {
			t.Errorf("message %d of %d: revision %d more %v state %q", i, len(msgs), m.Revision, m.More, m.State)
		}
		for _, a := range m.Arrivals {
			got = append(got, a.PigeonID)
		}
	}
	return got
}

func TestBacklogTake(t *testing.T) {
	for _, tt := range []struct {
		name      string
		arrivals  int
		limit     int
		budget    int
		wantMsgs  int // in the first slot
		wantSlots int // until the backlog is sent
	}{
		{"Fits", 3, 64 << 10, 1 << 20, 1, 1},
		{"Empty", 0, 100, 1 << 20, 1, 1},
		{"Split", 1000, 16 << 10, 1 << 20, 0, 1},
		{"SlotFull", 1000, 4 << 10, 3 << 10, 1, 0},
		{"BudgetOfThree", 1000, 4 << 10, 10 << 10, 3, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b backlog
			b.add(burst(tt.arrivals), time.Now())
			var got []int64
			slots := 0
			for b.due {
				slots++
				msgs, err := b.take(tt.limit, tt.budget)
				if err != nil {
					t.Fatal(err)
				}
				if slots == 1 && tt.wantMsgs > 0 && len(msgs) != tt.wantMsgs {
					t.Errorf("got %d messages in the first slot, want %d", len(msgs), tt.wantMsgs)
				}
				got = append(got, decode(t, msgs, tt.limit, !b.due)...)
			}
			if tt.wantSlots > 0 && slots != tt.wantSlots {
				t.Errorf("got %d slots, want %d", slots, tt.wantSlots)
			}
			if tt.wantSlots == 0 && slots < 2 {
				t.Errorf("got %d slots, want the burst spread over several", slots)
			}
			for i, id := range got {
				if id != int64(i+1) {
					t.Fatalf("arrival %d is pigeon %d: want every arrival once, in order", i, id)
				}
			}
			if len(got) != tt.arrivals {
				t.Errorf("got %d arrivals, want %d", len(got), tt.arrivals)
			}
		})
	}
}

// An arrival bigger than a message goes alone, over the limit.
func TestBacklogTakeOneTooBig(t *testing.T) {
	var b backlog
	b.add(burst(2), time.Now())
	msgs, err := b.take(10, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 2 || b.due {
		t.Errorf("got %d messages, due %v, want 2 and nothing left", len(msgs), b.due)
	}
}

// A pigeon reported twice before it went out goes once, as last reported,
// in its first place; reported again after, it goes again.
func TestBacklogMerge(t *testing.T) {
	var b backlog
	ev := burst(3)
	b.add(ev, time.Now())
	again := core.FlightEvent{FlightID: 3, Revision: 43, Arrivals: []core.LiveArrival{{PigeonID: 2, Rank: 9}, {PigeonID: 4, Rank: 4}}}
	b.add(again, time.Now())
	msgs, _ := b.take(64<<10, 1<<20)
	var m core.FlightEvent
	if err := json.Unmarshal(msgs[0], &m); err != nil {
		t.Fatal(err)
	}
	var ids, ranks []int64
	for _, a := range m.Arrivals {
		ids, ranks = append(ids, a.PigeonID), append(ranks, int64(a.Rank))
	}
	if len(msgs) != 1 || m.Revision != 43 || m.State != core.FlightClosed || fmt.Sprint(ids, ranks) != "[1 2 3 4] [1 9 3 4]" {
		t.Errorf("got %d messages, revision %d state %q pigeons %v ranks %v", len(msgs), m.Revision, m.State, ids, ranks)
	}
	b.add(again, time.Now())
	msgs, _ = b.take(64<<10, 1<<20)
	m = core.FlightEvent{}
	if err := json.Unmarshal(msgs[0], &m); err != nil || len(m.Arrivals) != 2 || m.State != "" {
		t.Errorf("after sending: got %s, want both again and no state", msgs[0])
	}
}

func TestAppendArrivalIsJSON(t *testing.T) {
	for _, a := range []core.LiveArrival{
		{},
		{PigeonID: 9, Ring: "NL-2026-0000001", Name: "Blue Bar", Team: "Team A", Fancier: "Jan de Vries", Country: "NL",
			ArrivedMs: 1_790_000_000_000, FlightMs: 14_400_000, Time: "04:00:00", Speed: "1388.889", Rank: 1},
		{PigeonID: -1, Name: `quote " backslash \ tab 	 nl
`, Team: "<b>&amp;</b>", Fancier: "محمد العلي", Country: "\u2028\u2029", Speed: "\x7f\x00", Rank: -3},
		{Ring: "\xff invalid utf-8", Name: "Zoë 🕊"},
		{PigeonID: 4, Ring: "NL-2026-0000004", Time: "00:01:30", Speed: "160000.00", Review: "held"},
	} {
		want, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendArrival([]byte("x"), a); string(got) != "x"+string(want) {
			t.Errorf("appendArrival(%+v)\n got %s\nwant x%s", a, got, want)
		}
	}
}
