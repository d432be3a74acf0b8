package live_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/gorilla/websocket"

	"github.com/oneloft/oneloft/internal/wsframe"
)

const rawUpgradeDeflate = "GET /connection/websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
	"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
	"Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n"

// A browser offers per-message deflate: a live message reaches it deflated
// (a fifth of its size), a short reply as it is, and it may deflate its
// own commands. gorilla/websocket is the other side here, an
// implementation of RFC 7692 that is not the hub's.
func TestWebsocketDeflateWithGorilla(t *testing.T) {
	hub, url := newHub(t, 0)
	d := websocket.Dialer{EnableCompression: true}
	c, res, err := d.Dial(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := res.Header.Get("Sec-WebSocket-Extensions"); got != wsframe.DeflateExtension {
		t.Fatalf("extensions: got %q", got)
	}
	c.EnableWriteCompression(true) // its commands deflated too
	subscribeGorilla(t, c, "flight:4")
	hub.PublishFlight(t.Context(), birds(4, 1, 50))
	_, msg, err := c.ReadMessage()
	must(t, err)
	if !strings.Contains(string(msg), `"channel":"flight:4"`) || strings.Count(string(msg), `"pigeon_id":`) != 50 {
		t.Fatalf("publication: got %.200s", msg)
	}
}

// The frames themselves: the publication is deflated (RSV1) and small on
// the wire, the connect reply is not.
func TestWebsocketDeflatedFrames(t *testing.T) {
	hub, url := newHub(t, 0)
	v, status := dialFrames(t, url, rawUpgradeDeflate)
	if status != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: got %d", status)
	}
	v.text(`{"id":1,"connect":{}}` + "\n" + `{"id":2,"subscribe":{"channel":"flight:4"}}`)
	v.reply("2")
	hub.PublishFlight(t.Context(), birds(4, 1, 50))
	f, err := v.next()
	must(t, err)
	if !f.Compressed {
		t.Fatalf("publication of %d bytes not deflated", len(f.Payload))
	}
	msg, err := wsframe.Inflate(nil, f.Payload, 1<<20)
	must(t, err)
	if strings.Count(string(msg), `"pigeon_id":`) != 50 {
		t.Fatalf("publication: got %.200s", msg)
	}
	if len(f.Payload)*4 > len(msg) {
		t.Errorf("deflated %d bytes to %d, want a quarter at most", len(msg), len(f.Payload))
	}
}

// A deflated frame from a viewer that did not agree to it, or one that
// does not inflate, or inflates past the limit, closes that viewer.
func TestWebsocketHostileDeflate(t *testing.T) {
	_, url := newHub(t, 0)
	bomb := wsframe.Deflate(nil, make([]byte, 1<<20))
	deflated := func(payload []byte) []byte {
		b := wsframe.AppendMasked(nil, wsframe.OpText, payload, rawKey)
		b[0] |= 0x40
		return b
	}
	for _, tc := range []struct {
		name, upgrade string
		send          []byte
		want          int
	}{
		{name: "NotAgreed", upgrade: rawUpgrade, send: deflated(wsframe.Deflate(nil, []byte(`{"id":1,"connect":{}}`))), want: 1002},
		{name: "Garbage", upgrade: rawUpgradeDeflate, send: deflated([]byte{0xff, 0xff, 0xff, 0x00}), want: 1007},
		{name: "Bomb", upgrade: rawUpgradeDeflate, send: deflated(bomb), want: 1009},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := dialFrames(t, url, tc.upgrade)
			v.send(tc.send)
			if code := v.closedWith(); code != tc.want {
				t.Errorf("got close code %d, want %d", code, tc.want)
			}
		})
	}
}
