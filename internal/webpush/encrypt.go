// Package webpush sends standard Web Push messages: payloads encrypted for
// the browser with aes128gcm (RFC 8291, RFC 8188) and requests signed with
// the server's VAPID key (RFC 8292), so any browser's push service accepts
// them without an account there.
package webpush

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
)

// Subscription is what a browser's PushManager gives for one device: where
// to send and the keys to encrypt for it.
type Subscription struct {
	Endpoint string
	P256dh   []byte // the browser's P-256 public key, uncompressed (65 bytes)
	Auth     []byte // the browser's 16-byte authentication secret
}

// recordSize is the one record's size announced in the header; a push
// message fits one record (push services take at most 4,096 bytes).
const recordSize = 4096

// MaxPayload is the largest plaintext that fits one push message: 4,096
// bytes less the header (86), the padding delimiter (1) and the tag (16).
const MaxPayload = recordSize - 86 - 1 - 16

// Encrypt seals plaintext for the subscription (RFC 8291 §3 and §4) with a
// fresh sender key and salt.
func Encrypt(sub Subscription, plaintext []byte) ([]byte, error) {
	sender, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return nil, err
	}
	return encrypt(sub, plaintext, sender, salt)
}

// encrypt is Encrypt with the sender key and salt given, as the RFC's
// worked example needs.
func encrypt(sub Subscription, plaintext []byte, sender *ecdh.PrivateKey, salt []byte) ([]byte, error) {
	if len(plaintext) > MaxPayload {
		return nil, fmt.Errorf("webpush: payload of %d bytes, at most %d fit", len(plaintext), MaxPayload)
	}
	if len(sub.Auth) != 16 {
		return nil, errors.New("webpush: the subscription's auth secret must be 16 bytes")
	}
	browser, err := ecdh.P256().NewPublicKey(sub.P256dh)
	if err != nil {
		return nil, fmt.Errorf("webpush: the subscription's p256dh key: %w", err)
	}
	shared, err := sender.ECDH(browser)
	if err != nil {
		return nil, err
	}
	senderPublic := sender.PublicKey().Bytes()
	// RFC 8291 §3.4: the input key material binds both public keys and the auth secret.
	keyInfo := append(append([]byte("WebPush: info\x00"), sub.P256dh...), senderPublic...)
	ikm, err := hkdf.Key(sha256.New, shared, sub.Auth, string(keyInfo), 32)
	if err != nil {
		return nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	// RFC 8188 §2: salt, record size, key id (the sender's public key), then
	// the one record, its plaintext ended by the last-record delimiter 2.
	header := make([]byte, 0, 86)
	header = append(header, salt...)
	header = binary.BigEndian.AppendUint32(header, recordSize)
	header = append(header, byte(len(senderPublic)))
	header = append(header, senderPublic...)
	record := append(append(make([]byte, 0, len(plaintext)+1), plaintext...), 2)
	return gcm.Seal(header, nonce, record, nil), nil
}
