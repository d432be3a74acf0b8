package bench

import (
	"net/http"
	"sync"

	"github.com/gorilla/websocket"
)

// naiveBroadcaster is the fan-out a hand-written server would start with:
// gorilla/websocket, one goroutine per viewer with its own channel, one
// WriteMessage per message. The live hub must beat it in the same run.
type naiveBroadcaster struct {
	mu    sync.Mutex
	conns []chan []byte
}

func (n *naiveBroadcaster) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	up := websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}
	c, err := up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	out := make(chan []byte, 64)
	n.mu.Lock()
	n.conns = append(n.conns, out)
	n.mu.Unlock()
	go func() { // drain control frames, as a server must
		for {
			if _, _, err := c.NextReader(); err != nil {
				return
			}
		}
	}()
	for msg := range out {
		if c.WriteMessage(websocket.TextMessage, msg) != nil {
			return
		}
	}
}

// broadcast hands msg to every viewer's goroutine; a viewer whose channel
// is full misses it, as a naive server drops slow viewers.
func (n *naiveBroadcaster) broadcast(msg []byte) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, out := range n.conns {
		select {
		case out <- msg:
		default:
		}
	}
}
