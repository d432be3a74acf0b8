package live

import (
	"crypto/sha1"
	"encoding/base64"
	"net/http"
	"strings"
)

// wsUpgradeError is why a request cannot become one of the transport's
// websockets, with the status to answer.
type wsUpgradeError struct {
	status int
	msg    string
}

func (e *wsUpgradeError) Error() string { return e.msg }

// checkUpgrade checks the opening handshake of RFC 6455 (4.2.1) and
// returns the Sec-WebSocket-Accept of the answer.
func checkUpgrade(r *http.Request) (accept string, err error) {
	switch {
	case r.Method != http.MethodGet:
		return "", &wsUpgradeError{http.StatusMethodNotAllowed, "websocket: the handshake is a GET"}
	case !hasToken(r.Header, "Connection", "upgrade"), !hasToken(r.Header, "Upgrade", "websocket"):
		return "", &wsUpgradeError{http.StatusBadRequest, "websocket: not an upgrade to websocket"}
	case r.Header.Get("Sec-WebSocket-Version") != "13":
		return "", &wsUpgradeError{http.StatusBadRequest, "websocket: only version 13 is spoken"}
	}
	key := r.Header.Get("Sec-WebSocket-Key")
	if raw, err := base64.StdEncoding.DecodeString(key); err != nil || len(raw) != 16 {
		return "", &wsUpgradeError{http.StatusBadRequest, "websocket: Sec-WebSocket-Key is not 16 bytes in base64"}
	}
	return acceptKey(key), nil
}

// acceptKey is the answer's proof that the server read key (1.3).
func acceptKey(key string) string {
	h := sha1.Sum([]byte(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	return base64.StdEncoding.EncodeToString(h[:])
}

// hasToken reports whether a comma-separated header holds token, in any case.
func hasToken(h http.Header, name, token string) bool {
	for _, v := range h.Values(name) {
		for t := range strings.SplitSeq(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// wantsCentrifugeWebsocket reports whether r asks for what only
// centrifuge's own websocket handler serves: the protobuf protocol,
// websocket pings instead of the protocol's (tools such as wscat), or a
// connection with no socket of its own to watch (HTTP/2, or TLS ended in
// this process rather than at the proxy in front).
func wantsCentrifugeWebsocket(r *http.Request) bool {
	q := r.URL.Query()
	return q.Get("format") == "protobuf" || q.Get("cf_protocol") == "protobuf" || q.Get("cf_ws_frame_ping_pong") == "true" ||
		hasToken(r.Header, "Sec-WebSocket-Protocol", "centrifuge-protobuf") || r.ProtoMajor != 1 || r.TLS != nil
}

// offersDeflate reports whether r offers per-message deflate on terms the
// transport takes (RFC 7692, 7.1): every offer's parameters are known, and
// the server's window is not made smaller than the 32 KB that Go's
// compressor uses. Browsers offer it; the answer makes it
// wsframe.DeflateExtension.
func offersDeflate(r *http.Request) bool {
	for _, v := range r.Header.Values("Sec-WebSocket-Extensions") {
		for offer := range strings.SplitSeq(v, ",") {
			if deflateOfferOK(offer) {
				return true
			}
		}
	}
	return false
}

func deflateOfferOK(offer string) bool {
	params := strings.Split(offer, ";")
	if strings.TrimSpace(params[0]) != "permessage-deflate" {
		return false
	}
	for _, p := range params[1:] {
		name, value, _ := strings.Cut(strings.TrimSpace(p), "=")
		switch strings.TrimSpace(name) {
		case "server_no_context_takeover", "client_no_context_takeover", "client_max_window_bits":
		case "server_max_window_bits":
			if strings.Trim(strings.TrimSpace(value), `"`) != "15" {
				return false
			}
		default:
			return false
		}
	}
	return true
}
