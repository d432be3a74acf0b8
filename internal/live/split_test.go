package live

import (
	"encoding/json"
	"strings"
	"testing"

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

func TestSplit(t *testing.T) {
	for _, tt := range []struct {
		name      string
		arrivals  int
		limit     int
		slot      int
		wantMsgs  int
		wantRest  int
		wantFinal bool // the last message is the event's last: not More, with the state
	}{
		{"Fits", 3, 64 << 10, 4, 1, 0, true},
		{"Empty", 0, 100, 4, 1, 0, true},
		{"Split", 1000, 16 << 10, 100, 0, 0, true},
		{"SlotFull", 1000, 4 << 10, 3, 3, -1, false},
		{"OneTooBig", 2, 10, 4, 2, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ev := burst(tt.arrivals)
			msgs, rest, err := split(ev, tt.limit, tt.slot)
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantMsgs > 0 && len(msgs) != tt.wantMsgs {
				t.Errorf("got %d messages, want %d", len(msgs), tt.wantMsgs)
			}
			var got []int64
			for i, data := range msgs {
				if len(data) > tt.limit && tt.name != "OneTooBig" {
					t.Errorf("message %d: %d bytes, want at most %d", i, len(data), tt.limit)
				}
				var m core.FlightEvent
				if err := json.Unmarshal(data, &m); err != nil {
					t.Fatal(err)
				}
				last := i == len(msgs)-1 && rest == nil
				if m.Revision != 42 || m.More == last || (m.State != "") != last {
					t.Errorf("message %d of %d: revision %d more %v state %q", i, len(msgs), m.Revision, m.More, m.State)
				}
				for _, a := range m.Arrivals {
					got = append(got, a.PigeonID)
				}
			}
			if rest != nil {
				if tt.wantRest == 0 || rest.State != core.FlightClosed || rest.More {
					t.Errorf("rest: %d arrivals, state %q", len(rest.Arrivals), rest.State)
				}
				for _, a := range rest.Arrivals {
					got = append(got, a.PigeonID)
				}
			} else if !tt.wantFinal {
				t.Error("got no rest, want the slot full and arrivals left over")
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
