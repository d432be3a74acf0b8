package webpush

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/go-jose/go-jose/v4"
)

// Keys are the server's VAPID key pair (RFC 8292): browsers subscribe with
// the public key, and every push request is signed with the private one.
type Keys struct {
	private *ecdsa.PrivateKey
}

// GenerateKeys makes a new VAPID key pair.
func GenerateKeys() (*Keys, error) {
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	return &Keys{private: k}, nil
}

// ParseKeys reads a key pair kept with Marshal.
func ParseKeys(der []byte) (*Keys, error) {
	k, err := x509.ParseECPrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("webpush: VAPID key: %w", err)
	}
	if k.Curve != elliptic.P256() {
		return nil, errors.New("webpush: the VAPID key must be on P-256")
	}
	return &Keys{private: k}, nil
}

// Marshal returns the key pair to keep (SEC 1 DER).
func (k *Keys) Marshal() ([]byte, error) { return x509.MarshalECPrivateKey(k.private) }

// PublicKey is the public key as browsers take it for applicationServerKey:
// the uncompressed point, base64url without padding.
func (k *Keys) PublicKey() string {
	pub, err := k.private.PublicKey.Bytes()
	if err != nil { // a P-256 key always encodes
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(pub)
}

// ErrGone says the push service no longer knows the subscription (404 or
// 410): the browser unsubscribed, and it should be forgotten.
var ErrGone = errors.New("webpush: subscription gone")

// Sender sends push messages signed with its keys.
type Sender struct {
	Keys    *Keys
	Subject string // a contact for the push service: mailto: or https: URL
	Client  *http.Client
	Now     func() time.Time
}

// Message is one push: its payload (at most MaxPayload bytes), how long the
// push service may keep it for an offline device, and whether to wake it.
type Message struct {
	Payload []byte
	TTL     time.Duration
	Urgent  bool
	Topic   string // a later message with the same topic replaces a waiting one; "" for none
}

// Send encrypts the message for the subscription and posts it to its push
// service. ErrGone when the subscription is no longer valid.
func (s *Sender) Send(ctx context.Context, sub Subscription, m Message) error {
	body, err := Encrypt(sub, m.Payload)
	if err != nil {
		return err
	}
	auth, err := s.authorization(sub.Endpoint)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, sub.Endpoint, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("webpush: endpoint: %w", err)
	}
	req.Header.Set("Content-Type", "application/octet-stream")
	req.Header.Set("Content-Encoding", "aes128gcm")
	req.Header.Set("TTL", strconv.Itoa(int(m.TTL.Seconds())))
	req.Header.Set("Authorization", auth)
	if m.Urgent {
		req.Header.Set("Urgency", "high")
	}
	if m.Topic != "" {
		req.Header.Set("Topic", m.Topic)
	}
	client := s.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("webpush: send: %w", err)
	}
	defer resp.Body.Close()
	detail, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return ErrGone
	case resp.StatusCode >= 300:
		return fmt.Errorf("webpush: push service answered %s: %s", resp.Status, bytes.TrimSpace(detail))
	}
	return nil
}

// authorization is the VAPID header (RFC 8292 §3): a JWT for the push
// service's origin, valid for 12 hours, signed ES256, and the public key.
func (s *Sender) authorization(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return "", fmt.Errorf("webpush: endpoint %q is not a URL", endpoint)
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	claims, err := json.Marshal(map[string]any{"aud": u.Scheme + "://" + u.Host, "exp": now().Add(12 * time.Hour).Unix(), "sub": s.Subject})
	if err != nil {
		return "", err
	}
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.ES256, Key: s.Keys.private}, (&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		return "", err
	}
	jws, err := signer.Sign(claims)
	if err != nil {
		return "", err
	}
	token, err := jws.CompactSerialize()
	if err != nil {
		return "", err
	}
	return "vapid t=" + token + ", k=" + s.Keys.PublicKey(), nil
}
