package wsframe

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestDeflateRoundTrip(t *testing.T) {
	for _, msg := range []string{"", "{}", strings.Repeat(`{"pigeon_id":1234,"ring":"DE-01-26-00001","name":"Blue Bolt"},`, 400)} {
		z := Deflate(nil, []byte(msg))
		if bytes.HasSuffix(z, []byte{0, 0, 0xff, 0xff}) {
			t.Errorf("%d bytes: the flush marker is not removed", len(msg))
		}
		got, err := Inflate(nil, z, 1<<20)
		if err != nil || string(got) != msg {
			t.Errorf("%d bytes: got %d bytes back, %v", len(msg), len(got), err)
		}
		if len(msg) > 1000 && len(z) > len(msg)/5 {
			t.Errorf("%d bytes: deflated to %d, want a fifth at most", len(msg), len(z))
		}
	}
}

func TestInflate(t *testing.T) {
	bomb := Deflate(nil, make([]byte, 1<<20))
	for _, tc := range []struct {
		name    string
		in      []byte
		limit   int
		want    string
		wantErr error
	}{
		// RFC 7692, 7.2.3.1: "Hello" compressed by another implementation
		{name: "RFCExample", in: []byte{0xf2, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00}, limit: 100, want: "Hello"},
		{name: "ErrGarbage", in: []byte{0xff, 0xff, 0xff, 0x00}, limit: 100, wantErr: ErrInflate},
		// a small payload that inflates past the limit is refused, not inflated
		{name: "ErrBomb", in: bomb, limit: 64 << 10, wantErr: ErrTooBig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Inflate(nil, tc.in, tc.limit)
			if !errors.Is(err, tc.wantErr) || err == nil && string(got) != tc.want {
				t.Errorf("got %q, %v, want %q, %v", got, err, tc.want, tc.wantErr)
			}
		})
	}
}
