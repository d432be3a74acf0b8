package sso

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/op"

	"github.com/oneloft/oneloft/internal/core"
)

// keyRetention keeps a retired key in the key set until every token it
// signed has expired.
const keyRetention = 48 * time.Hour

// keyRing holds the signing keys, kept in the database so that every
// instance signs with the same key and publishes the same key set.
type keyRing struct {
	db  core.Store
	now core.Clock

	mu     sync.Mutex
	cached []*parsedKey
	loaded time.Time
}

type parsedKey struct {
	meta *core.SigningKey
	key  *rsa.PrivateKey
}

func (k *parsedKey) ID() string                                  { return k.meta.ID }
func (k *parsedKey) SignatureAlgorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k *parsedKey) Algorithm() jose.SignatureAlgorithm          { return jose.RS256 }
func (k *parsedKey) Use() string                                 { return "sig" }

// Key is the private key when signing and the public key in the key set;
// op calls it through two interfaces, so publicKey wraps the second use.
func (k *parsedKey) Key() any { return k.key }

type publicKey struct{ *parsedKey }

func (k publicKey) Key() any { return &k.key.PublicKey }

// load reads the keys, at most once a minute, creating one when there is none.
func (r *keyRing) load(ctx context.Context) ([]*parsedKey, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cached != nil && time.Since(r.loaded) < time.Minute {
		return r.cached, nil
	}
	metas, err := r.db.FindSigningKeys(ctx)
	if err != nil {
		return nil, err
	}
	if len(metas) == 0 {
		k, err := newSigningKey()
		if err != nil {
			return nil, err
		}
		if err := r.db.CreateSigningKey(ctx, k); err != nil {
			return nil, err
		}
		metas = []*core.SigningKey{k}
	}
	var keys []*parsedKey
	for _, m := range metas {
		if m.RetiredAt != nil && r.now().Sub(*m.RetiredAt) > keyRetention {
			continue
		}
		block, _ := pem.Decode(m.PrivateKey)
		if block == nil {
			return nil, fmt.Errorf("sso: key %s: not PEM", m.ID)
		}
		pk, err := x509.ParsePKCS1PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("sso: key %s: %w", m.ID, err)
		}
		keys = append(keys, &parsedKey{meta: m, key: pk})
	}
	r.cached, r.loaded = keys, time.Now()
	return keys, nil
}

func (r *keyRing) signing(ctx context.Context) (op.SigningKey, error) {
	keys, err := r.load(ctx)
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		if k.meta.RetiredAt == nil {
			return k, nil
		}
	}
	return nil, errors.New("sso: no active signing key")
}

func (r *keyRing) public(ctx context.Context) ([]op.Key, error) {
	keys, err := r.load(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]op.Key, len(keys))
	for i, k := range keys {
		out[i] = publicKey{k}
	}
	return out, nil
}

// Rotate creates a new signing key and retires the others; tokens they signed
// stay valid until they expire.
func Rotate(ctx context.Context, db core.Store, now core.Clock) (string, error) {
	k, err := newSigningKey()
	if err != nil {
		return "", err
	}
	err = db.InTx(ctx, func(ctx context.Context) error {
		old, err := db.FindSigningKeys(ctx)
		if err != nil {
			return err
		}
		for _, o := range old {
			if o.RetiredAt == nil {
				if err := db.RetireSigningKey(ctx, o.ID, now()); err != nil {
					return err
				}
			}
		}
		return db.CreateSigningKey(ctx, k)
	})
	return k.ID, err
}

func newSigningKey() (*core.SigningKey, error) {
	pk, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	pemBytes := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(pk)})
	return &core.SigningKey{ID: randomID()[:16], Algorithm: string(jose.RS256), PrivateKey: pemBytes}, nil
}
