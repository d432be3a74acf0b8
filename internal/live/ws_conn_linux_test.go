package live_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/wsframe"
)

// frameViewer is a websocket client with no goroutine of its own, written
// frame by frame: what a hostile or a very light client sends.
type frameViewer struct {
	t    *testing.T
	conn net.Conn
	in   []byte
}

var rawKey = [4]byte{9, 8, 7, 6}

const rawUpgrade = "GET /connection/websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
	"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

// dialFrames sends request to the hub at url and returns the connection and
// the answer's status.
func dialFrames(t *testing.T, url, request string) (*frameViewer, int) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(strings.TrimSuffix(url, "/connection/websocket"), "ws://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(conn, request); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode == http.StatusSwitchingProtocols && res.Header.Get("Sec-WebSocket-Accept") != "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=" {
		t.Fatalf("accept key: got %q", res.Header.Get("Sec-WebSocket-Accept"))
	}
	v := &frameViewer{t: t, conn: conn}
	v.in, _ = br.Peek(br.Buffered())
	v.in = append([]byte{}, v.in...)
	return v, res.StatusCode
}

func (v *frameViewer) send(b []byte) {
	v.t.Helper()
	if _, err := v.conn.Write(b); err != nil {
		v.t.Fatal(err)
	}
}

func (v *frameViewer) text(s string) {
	v.send(wsframe.AppendMasked(nil, wsframe.OpText, []byte(s), rawKey))
}

// next returns the next frame from the hub; io.EOF once it closed the
// connection.
func (v *frameViewer) next() (wsframe.Frame, error) {
	v.t.Helper()
	buf := make([]byte, 4096)
	for {
		f, n, err := wsframe.Parse(v.in, false, 1<<20)
		if err != nil {
			v.t.Fatal(err)
		}
		if n > 0 {
			f.Payload = append([]byte{}, f.Payload...)
			v.in = v.in[n:]
			return f, nil
		}
		m, err := v.conn.Read(buf)
		if err != nil {
			return f, err
		}
		v.in = append(v.in, buf[:m]...)
	}
}

// closedWith reads up to the hub's close frame, answers it as a browser
// does and returns its code; the connection must end after it.
func (v *frameViewer) closedWith() int {
	v.t.Helper()
	for {
		f, err := v.next()
		if err != nil {
			v.t.Fatalf("got %v before a close frame", err)
		}
		if f.Op != wsframe.OpClose {
			continue
		}
		code := 0
		if len(f.Payload) >= 2 {
			code = int(binary.BigEndian.Uint16(f.Payload))
		}
		_, _ = v.conn.Write(wsframe.AppendMasked(nil, wsframe.OpClose, f.Payload[:min(len(f.Payload), 2)], rawKey))
		if _, err := v.next(); !errors.Is(err, io.EOF) && !errors.Is(err, net.ErrClosed) && !isReset(err) {
			v.t.Errorf("after the close frame: got %v, want the connection closed", err)
		}
		return code
	}
}

func isReset(err error) bool { return err != nil && strings.Contains(err.Error(), "reset by peer") }

// reply waits for the reply with the command's id.
func (v *frameViewer) reply(id string) string {
	v.t.Helper()
	for {
		f, err := v.next()
		if err != nil {
			v.t.Fatalf("waiting for reply %s: %v", id, err)
		}
		for line := range strings.SplitSeq(string(f.Payload), "\n") {
			if strings.HasPrefix(line, `{"id":`+id+`,`) {
				return line
			}
		}
	}
}

// The hub speaks the centrifuge protocol over its own websockets: a
// command may come in fragments and in pieces of any size, and a ping
// frame gets its pong.
func TestWebsocketCommandsInPieces(t *testing.T) {
	hub, url := newHub(t, 0)
	v, status := dialFrames(t, url, rawUpgrade)
	if status != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: got %d", status)
	}
	connect := []byte(`{"id":1,"connect":{}}`)
	var msg []byte
	msg = append(msg, 0x01, 0x80|5) // a text frame's first 5 bytes, not final
	msg = append(msg, rawKey[:]...)
	for i, c := range connect[:5] {
		msg = append(msg, c^rawKey[i&3])
	}
	msg = append(msg, 0x80, 0x80|byte(len(connect)-5)) // the final continuation
	msg = append(msg, rawKey[:]...)
	for i, c := range connect[5:] {
		msg = append(msg, c^rawKey[i&3])
	}
	for _, b := range msg { // a byte at a time
		v.send([]byte{b})
	}
	if r := v.reply("1"); !strings.Contains(r, `"connect":`) {
		t.Fatalf("connect: got %s", r)
	}
	v.send(wsframe.AppendMasked(nil, wsframe.OpPing, []byte("hi"), rawKey))
	if f, err := v.next(); err != nil || f.Op != wsframe.OpPong || string(f.Payload) != "hi" {
		t.Fatalf("ping: got op %d %q, %v, want a pong", f.Op, f.Payload, err)
	}
	v.text(`{"id":2,"subscribe":{"channel":"flight:5"}}`)
	v.reply("2")
	hub.PublishFlight(t.Context(), arrivals(5, 1, 3))
	f, err := v.next()
	if err != nil || !strings.Contains(string(f.Payload), `"channel":"flight:5"`) || !strings.Contains(string(f.Payload), `"pigeon_id":3`) {
		t.Fatalf("publication: got %q, %v", f.Payload, err)
	}
	v.send(wsframe.AppendMasked(nil, wsframe.OpClose, []byte{0x03, 0xE8}, rawKey))
	if code := v.closedWith(); code != 1000 {
		t.Errorf("close: got code %d, want 1000 back", code)
	}
}

// A viewer that breaks the protocol is closed with the code that says how,
// and the hub goes on serving others.
func TestWebsocketHostileFrames(t *testing.T) {
	_, url := newHub(t, 0)
	big := make([]byte, 70_000)
	for _, tc := range []struct {
		name string
		send []byte
		want int
	}{
		{name: "Unmasked", send: []byte{0x81, 2, '{', '}'}, want: 1002},
		{name: "ReservedBits", send: []byte{0xC1, 0x80, 1, 2, 3, 4}, want: 1002},
		{name: "UnknownOpcode", send: []byte{0x83, 0x80, 1, 2, 3, 4}, want: 1002},
		{name: "ContinuationFirst", send: wsframe.AppendMasked(nil, wsframe.OpContinuation, []byte("x"), rawKey), want: 1002},
		{name: "TextInsideFragments", send: append([]byte{0x01, 0x81, 1, 2, 3, 4, 'a' ^ 1}, wsframe.AppendMasked(nil, wsframe.OpText, []byte("b"), rawKey)...), want: 1002},
		{name: "OverLimitByLength", send: []byte{0x81, 0x80 | 127, 0, 0, 0, 1, 0, 0, 0, 0}, want: 1009},
		{name: "OverLimit", send: wsframe.AppendMasked(nil, wsframe.OpText, big, rawKey), want: 1009},
		// a message centrifuge cannot read: a protocol error of its own
		{name: "NotJSON", send: wsframe.AppendMasked(nil, wsframe.OpText, []byte("hello"), rawKey), want: 3501},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, status := dialFrames(t, url, rawUpgrade)
			if status != http.StatusSwitchingProtocols {
				t.Fatalf("upgrade: got %d", status)
			}
			v.send(tc.send)
			if code := v.closedWith(); code != tc.want {
				t.Errorf("got close code %d, want %d", code, tc.want)
			}
		})
	}
	v, _ := dialFrames(t, url, rawUpgrade)
	v.text(`{"id":1,"connect":{}}`)
	v.reply("1")
}

// A handshake that is not one gets a clear error and no websocket.
func TestWebsocketHostileHandshakes(t *testing.T) {
	_, url := newHub(t, 0)
	for _, tc := range []struct {
		name, request string
		want          int
	}{
		{name: "OK", request: rawUpgrade, want: http.StatusSwitchingProtocols},
		{name: "Post", request: strings.Replace(rawUpgrade, "GET", "POST", 1), want: http.StatusMethodNotAllowed},
		{name: "OldVersion", request: strings.Replace(rawUpgrade, "Version: 13", "Version: 8", 1), want: http.StatusBadRequest},
		{name: "ShortKey", request: strings.Replace(rawUpgrade, "dGhlIHNhbXBsZSBub25jZQ==", "c2hvcnQ=", 1), want: http.StatusBadRequest},
		{name: "NoUpgrade", request: strings.Replace(rawUpgrade, "Upgrade: websocket\r\n", "", 1), want: http.StatusBadRequest},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, status := dialFrames(t, url, tc.request); status != tc.want {
				t.Errorf("got %d, want %d", status, tc.want)
			}
		})
	}
}

// A viewer that only listens costs the hub one goroutine (centrifuge's
// writer), not two: nothing waits to read it.
func TestWebsocketViewerGoroutines(t *testing.T) {
	_, url := newHub(t, 0)
	const viewers = 200
	before := runtime.NumGoroutine()
	for range viewers {
		v, _ := dialFrames(t, url, rawUpgrade)
		v.text(`{"id":1,"connect":{}}` + "\n" + `{"id":2,"subscribe":{"channel":"flight:9"}}`)
		v.reply("2")
	}
	if grown := runtime.NumGoroutine() - before; grown > viewers*3/2 {
		t.Errorf("%d viewers: got %d more goroutines, want about one each", viewers, grown)
	}
}

func TestWebsocketDataBeforeAnswer(t *testing.T) {
	_, url := newHub(t, 0)
	conn, err := net.Dial("tcp", strings.TrimPrefix(strings.TrimSuffix(url, "/connection/websocket"), "ws://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	// a frame sent with the handshake, before the answer allows it
	_, _ = io.WriteString(conn, rawUpgrade+string(wsframe.AppendMasked(nil, wsframe.OpText, []byte(`{"id":1,"connect":{}}`), rawKey)))
	got, _ := io.ReadAll(conn)
	if bytes.Contains(got, []byte("101 Switching")) {
		t.Errorf("got %q, want the connection closed without an upgrade", got)
	}
}

// A viewer hears a race long after it connected: no deadline of the
// handshake or of an earlier write that waited is left to fail a later
// write (wsWriteTimeout is a second).
func TestWebsocketWritesLongAfterConnect(t *testing.T) {
	hub, url := newHub(t, 0)
	v, _ := dialFrames(t, url, rawUpgrade)
	v.text(`{"id":1,"connect":{}}` + "\n" + `{"id":2,"subscribe":{"channel":"flight:6"}}`)
	v.reply("2")
	time.Sleep(1500 * time.Millisecond) // the scenario: a quiet spell past the write timeout
	hub.PublishFlight(t.Context(), arrivals(6, 1, 1))
	if f, err := v.next(); err != nil || !strings.Contains(string(f.Payload), `"channel":"flight:6"`) {
		t.Fatalf("got op %d %q, %v, want the publication", f.Op, f.Payload, err)
	}
}

// A server that ends TLS itself (no proxy in front) hands its websockets to
// centrifuge's own handler: the transport needs a socket to watch.
func TestWebsocketOverTLS(t *testing.T) {
	hub, err := live.New(live.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	must(t, err)
	srv := httptest.NewTLSServer(hub.Handler())
	t.Cleanup(func() { srv.Close(); hub.Close(context.Background()) })
	d := websocket.Dialer{TLSClientConfig: srv.Client().Transport.(*http.Transport).TLSClientConfig} // trusts the test server
	c, _, err := d.Dial("wss"+strings.TrimPrefix(srv.URL, "https")+"/connection/websocket", nil)
	must(t, err)
	defer c.Close()
	subscribeGorilla(t, c, "flight:3")
	hub.PublishFlight(t.Context(), arrivals(3, 1, 1))
	_, msg, err := c.ReadMessage()
	must(t, err)
	if !strings.Contains(string(msg), `"channel":"flight:3"`) {
		t.Fatalf("publication: got %s", msg)
	}
}

// subscribeGorilla connects c, a gorilla/websocket client, and subscribes
// it to channel, reading until both replies are in.
func subscribeGorilla(t *testing.T, c *websocket.Conn, channel string) {
	t.Helper()
	must(t, c.WriteMessage(websocket.TextMessage, []byte(`{"id":1,"connect":{}}`+"\n"+`{"id":2,"subscribe":{"channel":"`+channel+`"}}`)))
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	for replies := 0; replies < 2; {
		_, msg, err := c.ReadMessage()
		must(t, err)
		replies += strings.Count(string(msg), `{"id":`)
	}
}

// A viewer's subscribes that lead nowhere (refused, twice the same, left
// again, or many at once) cost the hub nothing once it is gone, and
// disturb no other viewer: one following flight:1 gets each publication
// once.
func TestWebsocketSubscribesThatLeadNowhere(t *testing.T) {
	hub, url := newHub(t, time.Millisecond)
	follower, _ := dialFrames(t, url, rawUpgrade)
	follower.text(`{"id":1,"connect":{}}` + "\n" + `{"id":2,"subscribe":{"channel":"flight:1"}}`)
	follower.reply("2")

	hostile, _ := dialFrames(t, url, rawUpgrade)
	cmds := []string{`{"id":1,"connect":{}}`}
	for i := 1; i <= 40; i++ {
		cmds = append(cmds, fmt.Sprintf(`{"id":%d,"subscribe":{"channel":"flight:%d"}}`, i+1, i))
	}
	cmds = append(cmds, `{"id":50,"subscribe":{"channel":"flight:1"}}`, `{"id":51,"subscribe":{"channel":"news:1"}}`,
		`{"id":52,"subscribe":{"channel":"flight:99999999999999999999"}}`, `{"id":53,"unsubscribe":{"channel":"flight:2"}}`)
	hostile.text(strings.Join(cmds, "\n"))
	for _, id := range []string{"50", "51", "52", "53"} {
		hostile.reply(id)
	}
	for i := int64(1); i <= 3; i++ {
		hub.PublishFlight(t.Context(), arrivals(1, i, i))
		hub.PublishFlight(t.Context(), arrivals(2, i, i))
	}
	seen := map[string]int{}
	for seen[`"pigeon_id":3,`] == 0 {
		f, err := follower.next()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(f.Payload), `"push"`) {
			continue
		}
		if !strings.Contains(string(f.Payload), `"channel":"flight:1"`) {
			t.Fatalf("got %s, want flight:1's publications only", f.Payload)
		}
		for i := 1; i <= 3; i++ {
			seen[fmt.Sprintf(`"pigeon_id":%d,`, i)] += strings.Count(string(f.Payload), fmt.Sprintf(`"pigeon_id":%d,`, i))
		}
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("got %s %d times, want once", id, n)
		}
	}
	hostile.conn.Close()
	for deadline := time.Now().Add(10 * time.Second); hub.FanoutChannels() != 1; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the fanout keeps %d channels after the hostile viewer left, want 1 (flight:1)", hub.FanoutChannels())
		}
	}
}
