package webpush

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/testutil"
)

func b64(t *testing.T, s string) []byte {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestEncryptMatchesRFC8291 encrypts the worked example of RFC 8291
// Appendix A with its keys and salt and expects its message byte for byte.
func TestEncryptMatchesRFC8291(t *testing.T) {
	sender, err := ecdh.P256().NewPrivateKey(b64(t, "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"))
	if err != nil {
		t.Fatal(err)
	}
	sub := Subscription{P256dh: b64(t, "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"),
		Auth: b64(t, "BTBZMqHH6r4Tts7J_aSIgg")}
	got, err := encrypt(sub, []byte("When I grow up, I want to be a watermelon"), sender, b64(t, "DGv6ra1nlYgDCS1FRnbzlw"))
	if err != nil {
		t.Fatal(err)
	}
	want := "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
	if s := base64.RawURLEncoding.EncodeToString(got); s != want {
		t.Errorf("got  %s\nwant %s", s, want)
	}
}

func TestEncryptRefuses(t *testing.T) {
	r := testutil.StartPushReceiver(t)
	for _, tt := range []struct {
		name string
		sub  Subscription
		size int
	}{
		{"PayloadTooLarge", Subscription{P256dh: r.P256dh, Auth: r.Auth}, MaxPayload + 1},
		{"ShortAuth", Subscription{P256dh: r.P256dh, Auth: r.Auth[:8]}, 10},
		{"NotAPoint", Subscription{P256dh: make([]byte, 65), Auth: r.Auth}, 10},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Encrypt(tt.sub, make([]byte, tt.size)); err == nil {
				t.Error("encrypted")
			}
		})
	}
}

// TestSend pushes through a receiver that checks the VAPID signature and
// decrypts, with keys kept and read back as the server does between starts.
func TestSend(t *testing.T) {
	keys, err := GenerateKeys()
	if err != nil {
		t.Fatal(err)
	}
	der, err := keys.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	kept, err := ParseKeys(der)
	if err != nil || kept.PublicKey() != keys.PublicKey() {
		t.Fatalf("keys read back: %v", err)
	}
	r := testutil.StartPushReceiver(t)
	s := &Sender{Keys: kept, Subject: "mailto:ops@oneloft.example", Client: r.Client}
	payload := []byte(`{"title":"Anna is home"}`)
	if err := s.Send(context.Background(), Subscription{Endpoint: r.Endpoint, P256dh: r.P256dh, Auth: r.Auth},
		Message{Payload: payload, TTL: time.Hour, Urgent: true, Topic: "flight-1"}); err != nil {
		t.Fatal(err)
	}
	got := r.Wait(t, 5*time.Second)
	if string(got.Payload) != string(payload) || got.Header.Get("Urgency") != "high" || got.Header.Get("TTL") != "3600" || got.Header.Get("Topic") != "flight-1" {
		t.Errorf("got %q with %v", got.Payload, got.Header)
	}

	other, _ := GenerateKeys() // a key the browser's k= does not match
	forged := &Sender{Keys: other, Subject: "mailto:ops@oneloft.example"}
	auth, _ := forged.authorization(r.Endpoint)
	_, signedByKeys, _ := cutAuth(auth)
	good, _ := s.authorization(r.Endpoint)
	goodToken, _, _ := cutAuth(good)
	req, _ := http.NewRequest(http.MethodPost, r.Endpoint, nil)
	req.Header.Set("Authorization", "vapid t="+goodToken+", k="+signedByKeys)
	req.Header.Set("Content-Encoding", "aes128gcm")
	req.Header.Set("TTL", "60")
	resp, err := r.Client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a token checked against another key: %d, want 400", resp.StatusCode)
	}
	<-r.Refused
}

func cutAuth(h string) (token, key string, ok bool) {
	_, rest, ok := strings.Cut(h, "t=")
	if !ok {
		return "", "", false
	}
	return strings.Cut(rest, ", k=")
}

func TestSendGone(t *testing.T) {
	gone := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusGone) }))
	defer gone.Close()
	r := testutil.StartPushReceiver(t)
	keys, _ := GenerateKeys()
	s := &Sender{Keys: keys, Subject: "https://oneloft.example"}
	err := s.Send(context.Background(), Subscription{Endpoint: gone.URL + "/x", P256dh: r.P256dh, Auth: r.Auth}, Message{Payload: []byte("x"), TTL: time.Minute})
	if !errors.Is(err, ErrGone) {
		t.Errorf("got %v, want ErrGone", err)
	}
}
