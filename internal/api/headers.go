package api

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/url"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// The security headers of every answer. Each kind of document gets its own
// Content-Security-Policy: the web app (contentPolicy.app), the API docs
// (docsPolicy), the sign-in provider's pages (set by the provider); every
// other answer (JSON, files) is no document to render and gets noPolicy.
const (
	noPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
	// permissionsPolicy turns off the browser features the app never uses;
	// fullscreen stays for the race presentation, autoplay for the arrival sound.
	permissionsPolicy = "accelerometer=(), autoplay=(self), camera=(), display-capture=(), fullscreen=(self), geolocation=(), " +
		"gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()"
	// hstsPolicy is sent when the public URL is https: a year, without
	// includeSubDomains, which would bind other services of the domain.
	hstsPolicy = "max-age=31536000"
)

// securityHeaders sets the headers every answer carries; handlers that
// serve a document replace the Content-Security-Policy with theirs.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", permissionsPolicy)
		h.Set("Content-Security-Policy", noPolicy)
		if strings.HasPrefix(s.publicURL, "https://") {
			h.Set("Strict-Transport-Security", hstsPolicy)
		}
		next.ServeHTTP(w, r)
	})
}

// contentPolicy builds the web app's Content-Security-Policy: scripts only
// from the app's own origin, never inline; styles from its origin and the
// <style> elements Mantine writes, which carry the page's nonce; images from
// its origin and the map tile servers the build names; connections to its
// origin (the API, the live websocket) and the sign-in issuer.
type contentPolicy struct {
	images  []string // origins of the map tiles
	connect []string // the sign-in issuer's origin
}

// buildPolicy reads the tile origins the web build wrote to csp.json
// (from VITE_MAP_TILE_URL) and adds the issuer's origin.
func buildPolicy(web fs.FS, issuer string) contentPolicy {
	var p contentPolicy
	if web != nil {
		if b, err := fs.ReadFile(web, "csp.json"); err == nil {
			var build struct {
				ImgSrc []string `json:"img-src"`
			}
			if json.Unmarshal(b, &build) == nil {
				for _, o := range build.ImgSrc {
					if sourceOK(o) {
						p.images = append(p.images, o)
					}
				}
			}
		}
	}
	if o := origin(issuer); o != "" {
		p.connect = append(p.connect, o)
	}
	return p
}

// app is the policy of one answer of the web app, with its style nonce.
func (p contentPolicy) app(nonce string) string {
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self'",
		"style-src 'self' 'nonce-" + nonce + "'",
		"img-src " + strings.Join(append([]string{"'self'", "data:", "blob:"}, p.images...), " "),
		"font-src 'self' data:",
		"connect-src " + strings.Join(append([]string{"'self'"}, p.connect...), " "),
		"media-src 'self' data: blob:",
		"object-src 'none'",
		// a loft's videos play in the sites' privacy-minded players, and only after a click
		"frame-src " + strings.Join(core.VideoPlayerOrigins, " "),
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// newNonce is a fresh random nonce for one answer.
func newNonce() string {
	b := make([]byte, 18)
	rand.Read(b)
	return base64.RawStdEncoding.EncodeToString(b)
}

// origin is the scheme and host of a URL, or "" when it has none.
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// sourceOK accepts an http(s) origin, optionally with a wildcard subdomain
// ("https://*.tile.example"), and nothing that could widen the policy.
func sourceOK(src string) bool {
	scheme, rest, ok := strings.Cut(src, "://")
	if !ok || (scheme != "https" && scheme != "http") || strings.ContainsAny(rest, " ;,'\"/") {
		return false
	}
	rest = strings.TrimPrefix(rest, "*.")
	return rest != "" && !strings.Contains(rest, "*")
}
