package wsframe

import (
	"bytes"
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	long := bytes.Repeat([]byte("x"), 300)
	huge := bytes.Repeat([]byte("y"), 70_000)
	masked := AppendMasked(nil, OpText, []byte("hello"), [4]byte{1, 2, 3, 4})
	for _, tc := range []struct {
		name       string
		in         []byte
		fromClient bool
		limit      int
		wantN      int
		wantOp     byte
		wantFin    bool
		want       string // the payload, when short
		wantLen    int
		wantErr    error
	}{
		{name: "Short", in: []byte{0x81, 2, '{', '}'}, wantN: 4, wantOp: OpText, wantFin: true, want: "{}", wantLen: 2},
		{name: "Medium", in: append([]byte{0x81, 126, 1, 44}, long...), wantN: 304, wantOp: OpText, wantFin: true, wantLen: 300},
		{name: "Long", in: append([]byte{0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70}, huge...), wantN: 70_010, wantOp: OpText, wantFin: true, wantLen: 70_000},
		{name: "Fragment", in: []byte{0x01, 1, 'a', 0x80, 1, 'b'}, wantN: 3, wantOp: OpText, want: "a", wantLen: 1},
		{name: "Close", in: []byte{0x88, 2, 0x03, 0xE8}, wantN: 4, wantOp: OpClose, wantFin: true, wantLen: 2},
		{name: "ClientUnmasked", in: masked, fromClient: true, wantN: len(masked), wantOp: OpText, wantFin: true, want: "hello", wantLen: 5},
		{name: "PartHead", in: []byte{0x81}, wantN: 0},
		{name: "PartLength", in: []byte{0x81, 127, 0, 0}, wantN: 0},
		{name: "PartPayload", in: append([]byte{0x81, 126, 1, 44}, long[:100]...), wantN: 0},
		{name: "PartMaskKey", in: masked[:4], fromClient: true, wantN: 0},
		{name: "ErrServerMasked", in: []byte{0x81, 0x82, 1, 2, 3, 4, 'a', 'b'}, wantErr: ErrFrame},
		{name: "ErrClientUnmasked", in: []byte{0x81, 2, 'a', 'b'}, fromClient: true, wantErr: ErrFrame},
		{name: "Compressed", in: []byte{0xC1, 1, 'a'}, wantN: 3, wantOp: OpText, wantFin: true, want: "a", wantLen: 1},
		{name: "ErrReservedBits", in: []byte{0xA1, 1, 'a'}, wantErr: ErrFrame},
		{name: "ErrCompressedContinuation", in: []byte{0x01, 1, 'a', 0xC0, 1, 'b'}[3:], wantErr: ErrFrame},
		{name: "ErrCompressedPing", in: []byte{0xC9, 0}, wantErr: ErrFrame},
		{name: "ErrUnknownOpcode", in: []byte{0x83, 0}, wantErr: ErrFrame},
		{name: "ErrUnknownControl", in: []byte{0x8B, 0}, wantErr: ErrFrame},
		{name: "ErrControlFragmented", in: []byte{0x09, 0}, wantErr: ErrFrame},
		{name: "ErrControlLong", in: append([]byte{0x89, 126, 0, 126}, long[:126]...), wantErr: ErrFrame},
		{name: "ErrLengthTopBit", in: []byte{0x81, 127, 0x80, 0, 0, 0, 0, 0, 0, 1}, wantErr: ErrFrame},
		{name: "ErrOverLimit", in: append([]byte{0x81, 126, 1, 44}, long...), limit: 299, wantErr: ErrTooBig},
		// the limit is known from the length alone: a peer cannot make the
		// reader wait for a payload it will refuse
		{name: "ErrOverLimitBeforePayload", in: []byte{0x81, 127, 0, 0, 0, 1, 0, 0, 0, 0}, limit: 1 << 20, wantErr: ErrTooBig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			limit := tc.limit
			if limit == 0 {
				limit = 1 << 20
			}
			f, n, err := Parse(append([]byte{}, tc.in...), tc.fromClient, limit)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err: got %v, want %v", err, tc.wantErr)
			}
			if n != tc.wantN || n > 0 && (f.Op != tc.wantOp || f.Fin != tc.wantFin || len(f.Payload) != tc.wantLen) {
				t.Errorf("got n %d op %d fin %v len %d, want n %d op %d fin %v len %d", n, f.Op, f.Fin, len(f.Payload), tc.wantN, tc.wantOp, tc.wantFin, tc.wantLen)
			}
			if n > 0 && f.Compressed != (tc.in[0]&0x40 != 0) {
				t.Errorf("compressed: got %v", f.Compressed)
			}
			if tc.want != "" && string(f.Payload) != tc.want {
				t.Errorf("payload: got %q, want %q", f.Payload, tc.want)
			}
		})
	}
}

// Every size class of the length field reads back as it was written, from
// either side.
func TestAppendRoundTrip(t *testing.T) {
	for _, size := range []int{0, 2, 125, 126, 65535, 65536} {
		payload := bytes.Repeat([]byte("z"), size)
		server := append(AppendHeader(nil, OpText, size), payload...)
		client := AppendMasked(nil, OpBinary, payload, [4]byte{0x12, 0x34, 0x56, 0x78})
		for _, tc := range []struct {
			b          []byte
			fromClient bool
			op         byte
		}{{server, false, OpText}, {client, true, OpBinary}} {
			f, n, err := Parse(tc.b, tc.fromClient, 1<<20)
			if err != nil || n != len(tc.b) || !f.Fin || f.Op != tc.op || !bytes.Equal(f.Payload, payload) {
				t.Errorf("size %d, from client %v: got n %d of %d, fin %v, op %d, err %v", size, tc.fromClient, n, len(tc.b), f.Fin, f.Op, err)
			}
		}
	}
}

func TestHeaderSize(t *testing.T) {
	for _, size := range []int{0, 125, 126, 65535, 65536} {
		if got, want := HeaderSize(size), len(AppendHeader(nil, OpText, size)); got != want {
			t.Errorf("size %d: got %d, want %d", size, got, want)
		}
		if got, want := HeaderSize(size), len(AppendDeflatedHeader(nil, OpText, size)); got != want {
			t.Errorf("deflated, size %d: got %d, want %d", size, got, want)
		}
	}
}
