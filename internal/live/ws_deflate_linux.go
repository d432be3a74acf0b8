package live

import (
	"sync"
	"unsafe"

	"github.com/oneloft/oneloft/internal/wsframe"
)

// deflateCache keeps the last messages deflated: the hub hands the same
// message to every viewer of a channel, and each viewer's writer asks for
// it, so a message is compressed once per instance, not once per viewer.
//
// A message is known by where its bytes are, not by what they say: hashing
// a slot's 40 KB once per viewer cost more CPU than anything the hub does
// but writing. That is safe because centrifuge encodes every push and reply
// afresh (its protocol's encoders build new bytes) and never writes into
// bytes it has handed to a transport; and the cache holds each message it
// keeps, so its address cannot be given to another while it is there.
type deflateCache struct {
	mu    sync.Mutex
	byKey map[msgKey]*deflatedMsg
	order [deflateCacheSize]msgKey // keys in the order they came, to forget the oldest
	next  int
}

// deflateCacheSize is how many messages the cache keeps: a slot's few
// messages of every channel, and the recovery replies between them.
const deflateCacheSize = 64

// msgKey is a message's identity: its first byte's address and its length.
type msgKey struct {
	at *byte
	n  int
}

type deflatedMsg struct {
	msg  []byte // the message itself, held so that its address stays its own
	once sync.Once
	out  []byte
}

// deflated returns msg (not empty) deflated (wsframe.Deflate), compressing
// it when the cache does not hold it.
func (p *poller) deflated(msg []byte) []byte {
	d := &p.deflates
	key := msgKey{unsafe.SliceData(msg), len(msg)}
	d.mu.Lock()
	e := d.byKey[key]
	if e == nil {
		e = &deflatedMsg{msg: msg}
		delete(d.byKey, d.order[d.next])
		d.byKey[key], d.order[d.next] = e, key
		d.next = (d.next + 1) % deflateCacheSize
	}
	d.mu.Unlock()
	e.once.Do(func() { e.out = wsframe.Deflate(nil, e.msg) })
	return e.out
}
