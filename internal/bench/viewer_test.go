package bench

import (
	"bytes"
	"encoding/json"

	"github.com/gorilla/websocket"
)

// follow reads a viewer's websocket, speaking centrifuge's JSON protocol
// after the caller sent connect (id 1) and subscribe (id 2): subscribed
// runs once the subscription is answered, pub with each publication's
// data, until the connection closes.
func follow[T any](c *websocket.Conn, subscribed func(), pub func(T)) {
	followLines(c, subscribed, func(line []byte) {
		var m struct {
			Push struct {
				Pub *struct {
					Data T `json:"data"`
				} `json:"pub"`
			} `json:"push"`
		}
		if json.Unmarshal(line, &m) == nil && m.Push.Pub != nil {
			pub(m.Push.Pub.Data)
		}
	})
}

// subscribeReply starts the answer to the subscribe command: centrifuge's
// JSON encoder writes the id first.
var subscribeReply = []byte(`{"id":2,`)

// followLines reads a viewer's websocket as follow does and hands push
// every line but the server's pings (answered here) and the subscribe
// reply. The frame buffer is reused, as the TCP viewer's bufio.Scanner
// reuses its buffer.
func followLines(c *websocket.Conn, subscribed func(), push func(line []byte)) {
	var frame bytes.Buffer
	answered := false
	for {
		_, r, err := c.NextReader()
		if err != nil {
			return
		}
		frame.Reset()
		if _, err := frame.ReadFrom(r); err != nil {
			return
		}
		for rest := frame.Bytes(); len(rest) > 0; { // one reply a line
			var line []byte
			line, rest, _ = bytes.Cut(rest, []byte("\n"))
			switch {
			case string(line) == "{}": // the server's ping: answer, as browsers do, or be dropped
				c.WriteMessage(websocket.TextMessage, line)
			case bytes.HasPrefix(line, subscribeReply):
				if !answered {
					answered = true
					subscribed()
				}
			default:
				push(line)
			}
		}
	}
}
