package bench

import (
	"bytes"
	"encoding/json"

	"github.com/gorilla/websocket"
)

// follow reads a viewer's websocket, speaking centrifuge's JSON protocol
// after the caller sent connect (id 1) and subscribe (id 2): subscribed
// runs once the subscription is answered, pub with each publication's
// data, until the connection closes. The frame buffer is reused, as the
// TCP viewer's bufio.Scanner reuses its buffer.
func follow[T any](c *websocket.Conn, subscribed func(), pub func(T)) {
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
			if string(line) == "{}" { // the server's ping: answer, as browsers do, or be dropped
				c.WriteMessage(websocket.TextMessage, line)
				continue
			}
			var m struct {
				ID   int `json:"id"`
				Push struct {
					Pub *struct {
						Data T `json:"data"`
					} `json:"pub"`
				} `json:"push"`
			}
			if json.Unmarshal(line, &m) != nil {
				continue
			}
			if m.ID == 2 && !answered {
				answered = true
				subscribed()
			}
			if m.Push.Pub != nil {
				pub(m.Push.Pub.Data)
			}
		}
	}
}
