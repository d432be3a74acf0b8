package sso

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/go-jose/go-jose/v4"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
)

// Claims are what the API needs from a verified access token.
type Claims struct {
	Issuer     string `json:"iss"`
	Subject    string `json:"sub"`
	TokenID    string `json:"jti"`
	Email      string `json:"email"`
	GivenName  string `json:"given_name"`
	FamilyName string `json:"family_name"`
	Locale     string `json:"locale"`
}

// Verifier checks access tokens (JWTs) of one issuer.
type Verifier struct {
	issuer   string
	local    *storage // set for the embedded provider: revocation is checked too
	mu       sync.Mutex
	verifier *oidc.IDTokenVerifier
	provider *oidc.Provider // external issuers: discovery, for userinfo
}

// Verifier returns the verifier of the embedded provider's access tokens:
// signatures checked against the database keys, revoked tokens refused.
func (p *Provider) Verifier() *Verifier {
	ks := &localKeySet{keys: p.storage.keys}
	return &Verifier{issuer: p.issuer, local: p.storage,
		verifier: oidc.NewVerifier(p.issuer, ks, &oidc.Config{SkipClientIDCheck: true})}
}

// NewRemoteVerifier verifies tokens of an external issuer through its
// discovery document and key set, fetched on first use and cached.
func NewRemoteVerifier(issuer string) *Verifier { return &Verifier{issuer: issuer} }

// Issuer is the issuer whose tokens the verifier accepts.
func (v *Verifier) Issuer() string { return v.issuer }

// Verify checks the token's signature, issuer and expiry and returns its claims.
func (v *Verifier) Verify(ctx context.Context, raw string) (*Claims, error) {
	iv, err := v.idVerifier(ctx)
	if err != nil {
		return nil, err
	}
	tok, err := iv.Verify(ctx, raw)
	if err != nil {
		return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
	}
	var c Claims
	if err := tok.Claims(&c); err != nil {
		return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
	}
	if c.Email == "" && v.local == nil {
		// Some issuers keep the profile out of access tokens: ask userinfo.
		if err := v.userinfo(ctx, raw, &c); err != nil {
			return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
		}
	}
	if v.local != nil {
		// Read on every request, not cached: a revocation or a sign-out
		// everywhere takes effect at the next request.
		t, err := v.local.db.FindToken(ctx, c.TokenID)
		if err != nil || !t.Live(v.local.now()) {
			return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
		}
	}
	return &c, nil
}

func (v *Verifier) idVerifier(ctx context.Context) (*oidc.IDTokenVerifier, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.verifier != nil {
		return v.verifier, nil
	}
	// The issuer may start after us: discovery is retried on each request
	// until it works once.
	p, err := oidc.NewProvider(oidc.ClientContext(context.WithoutCancel(ctx), nil), v.issuer)
	if err != nil {
		return nil, fmt.Errorf("sso: discovery of %s: %w", v.issuer, err)
	}
	v.verifier, v.provider = p.Verifier(&oidc.Config{SkipClientIDCheck: true}), p
	return v.verifier, nil
}

func (v *Verifier) userinfo(ctx context.Context, raw string, c *Claims) error {
	info, err := v.provider.UserInfo(ctx, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: raw, TokenType: "Bearer"}))
	if err != nil {
		return err
	}
	var extra struct {
		GivenName  string `json:"given_name"`
		FamilyName string `json:"family_name"`
		Locale     string `json:"locale"`
	}
	info.Claims(&extra)
	c.Email, c.GivenName, c.FamilyName, c.Locale = info.Email, extra.GivenName, extra.FamilyName, extra.Locale
	return nil
}

// localKeySet verifies signatures with the provider's own keys.
type localKeySet struct{ keys *keyRing }

func (k *localKeySet) VerifySignature(ctx context.Context, raw string) ([]byte, error) {
	sig, err := jose.ParseSigned(raw, []jose.SignatureAlgorithm{jose.RS256})
	if err != nil {
		return nil, err
	}
	keys, err := k.keys.load(ctx)
	if err != nil {
		return nil, err
	}
	kid := ""
	if len(sig.Signatures) > 0 {
		kid = sig.Signatures[0].Header.KeyID
	}
	for _, key := range keys {
		if kid == "" || key.ID() == kid {
			if payload, err := sig.Verify(&key.key.PublicKey); err == nil {
				return payload, nil
			}
		}
	}
	return nil, errors.New("sso: no key verifies the token")
}
