package live

import (
	"bytes"
	"hash/maphash"
	"sync"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// deflateCache keeps the last messages deflated: the hub hands the same
// message to every viewer of a channel, and each viewer's writer asks for
// it, so a message is compressed once per instance, not once per viewer.
// A message is found by its hash and checked byte for byte, so a buffer
// reused for another message is never taken for the first.
type deflateCache struct {
	seed maphash.Seed

	mu    sync.Mutex
	byKey map[uint64]*deflatedMsg
	order [deflateCacheSize]uint64 // keys in the order they came, to forget the oldest
	next  int
}

// deflateCacheSize is how many messages the cache keeps: a slot's few
// messages of every channel, and the recovery replies between them.
const deflateCacheSize = 64

type deflatedMsg struct {
	msg  []byte // a copy of the message
	once sync.Once
	out  []byte
}

// deflated returns msg deflated (wsframe.Deflate), compressing it when the
// cache does not hold it.
func (p *poller) deflated(msg []byte) []byte {
	d := &p.deflates
	key := maphash.Bytes(d.seed, msg)
	d.mu.Lock()
	e := d.byKey[key]
	if e == nil {
		e = &deflatedMsg{msg: bytes.Clone(msg)}
		delete(d.byKey, d.order[d.next])
		d.byKey[key], d.order[d.next] = e, key
		d.next = (d.next + 1) % deflateCacheSize
	}
	d.mu.Unlock()
	if !bytes.Equal(e.msg, msg) { // another message with the same hash
		return wsframe.Deflate(nil, msg)
	}
	e.once.Do(func() { e.out = wsframe.Deflate(nil, e.msg) })
	return e.out
}
