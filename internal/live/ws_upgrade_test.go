package live

import (
	"net/http"
	"testing"
)

func TestOffersDeflate(t *testing.T) {
	for _, tc := range []struct {
		offers []string
		want   bool
	}{
		{[]string{"permessage-deflate; client_max_window_bits"}, true}, // Chrome's
		{[]string{"permessage-deflate"}, true},
		{[]string{"permessage-deflate; server_no_context_takeover; client_no_context_takeover"}, true},
		{[]string{"permessage-deflate; server_max_window_bits=15"}, true},
		{[]string{"x-webkit-deflate-frame", "permessage-deflate"}, true},
		{[]string{"permessage-deflate; server_max_window_bits=10, permessage-deflate"}, true}, // the second offer
		{[]string{"permessage-deflate; server_max_window_bits=10"}, false},                    // a window smaller than Go's
		{[]string{"permessage-deflate; unknown_param"}, false},
		{[]string{"x-webkit-deflate-frame"}, false},
		{nil, false},
	} {
		r := &http.Request{Header: http.Header{"Sec-Websocket-Extensions": tc.offers}}
		if got := offersDeflate(r); got != tc.want {
			t.Errorf("%q: got %v, want %v", tc.offers, got, tc.want)
		}
	}
}
