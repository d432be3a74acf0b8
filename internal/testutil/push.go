package testutil

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
)

// Push is one message a push receiver accepted: its decrypted payload and
// when it came.
type Push struct {
	Payload    []byte
	Header     http.Header
	ReceivedAt time.Time
}

// PushReceiver plays a browser and its push service on loopback (over TLS,
// as push services are): it holds
// a subscription's private key and secret, and accepts a message only when
// its VAPID signature verifies for this origin and its aes128gcm payload
// decrypts (RFC 8291, RFC 8292); anything else is answered 400 and counted.
type PushReceiver struct {
	Endpoint string
	P256dh   []byte
	Auth     []byte
	Pushes   chan Push
	Refused  chan error
	Client   *http.Client // trusts the receiver's TLS certificate

	key    *ecdh.PrivateKey
	origin string
}

// StartPushReceiver starts a receiver for the test; stopped at cleanup.
func StartPushReceiver(tb testing.TB) *PushReceiver {
	tb.Helper()
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		tb.Fatal(err)
	}
	r := &PushReceiver{P256dh: key.PublicKey().Bytes(), Auth: make([]byte, 16), key: key,
		Pushes: make(chan Push, 100), Refused: make(chan error, 100)}
	if _, err := rand.Read(r.Auth); err != nil {
		tb.Fatal(err)
	}
	srv := httptest.NewTLSServer(http.HandlerFunc(r.receive))
	tb.Cleanup(srv.Close)
	r.origin, r.Endpoint, r.Client = srv.URL, srv.URL+"/push/device-1", srv.Client()
	return r
}

// Wait returns the next push, failing the test when none comes in time or
// a message was refused.
func (r *PushReceiver) Wait(tb testing.TB, timeout time.Duration) Push {
	tb.Helper()
	select {
	case p := <-r.Pushes:
		return p
	case err := <-r.Refused:
		tb.Fatalf("push refused: %v", err)
	case <-time.After(timeout):
		tb.Fatalf("no push within %s", timeout)
	}
	return Push{}
}

func (r *PushReceiver) receive(w http.ResponseWriter, req *http.Request) {
	at := time.Now()
	body, _ := io.ReadAll(io.LimitReader(req.Body, 8<<10))
	err := r.checkVAPID(req.Header.Get("Authorization"))
	var plain []byte
	if err == nil {
		if req.Header.Get("Content-Encoding") != "aes128gcm" || req.Header.Get("TTL") == "" {
			err = fmt.Errorf("headers %v", req.Header)
		} else {
			plain, err = r.decrypt(body)
		}
	}
	if err != nil {
		r.Refused <- err
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.Pushes <- Push{Payload: plain, Header: req.Header.Clone(), ReceivedAt: at}
	w.WriteHeader(http.StatusCreated)
}

// checkVAPID verifies "vapid t=<jwt>, k=<key>" as a push service does: the
// JWT signed ES256 by k, for this origin, not expired, with a subject.
func (r *PushReceiver) checkVAPID(header string) error {
	var token, key string
	for _, part := range strings.Split(strings.TrimPrefix(header, "vapid "), ",") {
		part = strings.TrimSpace(part)
		if v, ok := strings.CutPrefix(part, "t="); ok {
			token = v
		} else if v, ok := strings.CutPrefix(part, "k="); ok {
			key = v
		}
	}
	if !strings.HasPrefix(header, "vapid ") || token == "" || key == "" {
		return fmt.Errorf("authorization %q is not VAPID", header)
	}
	raw, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return fmt.Errorf("VAPID key: %w", err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), raw)
	if err != nil {
		return fmt.Errorf("VAPID key: %w", err)
	}
	jws, err := jose.ParseSigned(token, []jose.SignatureAlgorithm{jose.ES256})
	if err != nil {
		return fmt.Errorf("VAPID token: %w", err)
	}
	payload, err := jws.Verify(pub)
	if err != nil {
		return fmt.Errorf("VAPID signature: %w", err)
	}
	var claims struct {
		Aud string `json:"aud"`
		Exp int64  `json:"exp"`
		Sub string `json:"sub"`
	}
	if err := json.Unmarshal(payload, &claims); err != nil {
		return err
	}
	switch {
	case claims.Aud != r.origin:
		return fmt.Errorf("VAPID audience %q, want %q", claims.Aud, r.origin)
	case claims.Exp < time.Now().Unix() || claims.Exp > time.Now().Add(24*time.Hour).Unix():
		return fmt.Errorf("VAPID expiry %d out of range", claims.Exp)
	case !strings.HasPrefix(claims.Sub, "mailto:") && !strings.HasPrefix(claims.Sub, "https:"):
		return fmt.Errorf("VAPID subject %q", claims.Sub)
	}
	return nil
}

// decrypt opens an aes128gcm body as the browser does (RFC 8291 §3, RFC 8188).
func (r *PushReceiver) decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body too short")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen || rs < 18 {
		return nil, errors.New("bad header")
	}
	senderPub, ciphertext := body[21:21+idlen], body[21+idlen:]
	sender, err := ecdh.P256().NewPublicKey(senderPub)
	if err != nil {
		return nil, fmt.Errorf("sender key: %w", err)
	}
	shared, err := r.key.ECDH(sender)
	if err != nil {
		return nil, err
	}
	prkKey, _ := hkdf.Extract(sha256.New, shared, r.Auth)
	info := append(append([]byte("WebPush: info\x00"), r.P256dh...), senderPub...)
	ikm, _ := hkdf.Expand(sha256.New, prkKey, string(info), 32)
	prk, _ := hkdf.Extract(sha256.New, ikm, salt)
	cek, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	nonce, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	record, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	record = bytes.TrimRight(record, "\x00") // padding
	if len(record) == 0 || record[len(record)-1] != 2 {
		return nil, errors.New("no last-record delimiter")
	}
	return record[:len(record)-1], nil
}
