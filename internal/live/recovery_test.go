package live_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/testutil"
)

// birds is a burst of arrivals from..to of flight, with names as long as
// real ones, so that messages come near their bound.
func birds(flight, from, to int64) core.FlightEvent {
	ev := core.FlightEvent{FlightID: flight, Revision: to}
	for id := from; id <= to; id++ {
		ev.Arrivals = append(ev.Arrivals, core.LiveArrival{PigeonID: id, Ring: fmt.Sprintf("DE-0%d-26-%05d", id%9, id), Name: "Blue Bolt",
			Team: "Team Sunrise Valley", Fancier: "Maximilian Mustermann", Country: "DE", ArrivedMs: 1_780_000_000_000 + id, Time: "04:12:33", Speed: "1234.567", Rank: int(id)})
	}
	return ev
}

// rawViewer speaks centrifuge's JSON protocol over a plain websocket, to
// see the frames themselves: it fails t on any frame over MaxFrameBytes.
type rawViewer struct {
	c       *websocket.Conn
	largest int
}

func dialRaw(t *testing.T, url string, subscribe string) *rawViewer {
	t.Helper()
	c, _, err := websocket.DefaultDialer.Dial(url, nil)
	must(t, err)
	t.Cleanup(func() { c.Close() })
	must(t, c.WriteMessage(websocket.TextMessage, []byte(`{"id":1,"connect":{}}`+"\n"+`{"id":2,"subscribe":`+subscribe+`}`)))
	return &rawViewer{c: c}
}

// reply reads frames until the reply to command id, answering pings.
func (v *rawViewer) reply(t *testing.T, id int) json.RawMessage {
	t.Helper()
	must(t, v.c.SetReadDeadline(time.Now().Add(10*time.Second)))
	for {
		_, frame, err := v.c.ReadMessage()
		must(t, err)
		v.largest = max(v.largest, len(frame))
		if len(frame) > live.MaxFrameBytes {
			t.Errorf("got a frame of %d bytes, want at most %d", len(frame), live.MaxFrameBytes)
		}
		for _, line := range bytes.Split(frame, []byte("\n")) {
			var m struct {
				ID        int             `json:"id"`
				Subscribe json.RawMessage `json:"subscribe"`
			}
			if json.Unmarshal(line, &m) == nil && m.ID == id {
				return m.Subscribe
			}
		}
	}
}

type subscribed struct {
	Recovered    bool   `json:"recovered"`
	Epoch        string `json:"epoch"`
	Offset       uint64 `json:"offset"`
	Publications []struct {
		Data   core.FlightEvent `json:"data"`
		Offset uint64           `json:"offset"`
	} `json:"publications"`
}

// A viewer back after a burst gets every frame within MaxFrameBytes, the
// recovery reply included: what it missed when that is few messages of
// the largest size, or recovered false (it reloads the result pages) when
// it is more.
func TestRecoveryAfterBurstInBoundedFrames(t *testing.T) {
	for _, tt := range []struct {
		name          string
		birds         int64
		wantRecovered bool
	}{
		{"AsManyAsItRecovers", 250, true}, // about 59 KB: RecoveryLimit full messages
		{"MoreThanItRecovers", 50_000, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hub, url := newHub(t, 20*time.Millisecond)
			witness := testutil.NewViewer(t, url, "flight:9")
			ctx := context.Background()
			hub.PublishFlight(ctx, birds(9, 1, 1))
			witness.WaitFor(t, 1)
			v := dialRaw(t, url, `{"channel":"flight:9","recover":true}`)
			var first subscribed
			must(t, json.Unmarshal(v.reply(t, 2), &first))
			if len(first.Publications) > 0 { // recovered from the channel's start
				first.Offset = first.Publications[len(first.Publications)-1].Offset
			}
			v.c.Close()

			hub.PublishFlight(ctx, birds(9, 2, 1+tt.birds))
			witness.WaitWithin(t, int(1+tt.birds), 20*time.Second)
			back := dialRaw(t, url, fmt.Sprintf(`{"channel":"flight:9","recover":true,"epoch":%q,"offset":%d}`, first.Epoch, first.Offset))
			var got subscribed
			must(t, json.Unmarshal(back.reply(t, 2), &got))
			n := 0
			for _, p := range got.Publications {
				n += len(p.Data.Arrivals)
			}
			t.Logf("recovered %v: %d messages, %d arrivals, largest frame %d bytes", got.Recovered, len(got.Publications), n, back.largest)
			if got.Recovered != tt.wantRecovered {
				t.Errorf("got recovered %v, want %v", got.Recovered, tt.wantRecovered)
			}
			if tt.wantRecovered && n != int(tt.birds) {
				t.Errorf("got %d arrivals recovered, want %d", n, tt.birds)
			}
		})
	}
}
