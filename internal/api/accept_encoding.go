package api

import (
	"net/http"
	"strings"
)

// Content codings the server sends; identity is the file as it is.
const (
	codingBrotli   = "br"
	codingGzip     = "gzip"
	codingIdentity = ""
)

// acceptEncoding holds what an Accept-Encoding header says of the codings
// the server knows (RFC 9110 §12.5.3): a q-value each, -1 when not named.
type acceptEncoding struct {
	br, gzip, identity, any float64
}

// parseAcceptEncoding reads every Accept-Encoding line of a request. Names
// are case-insensitive, x-gzip is gzip; an element whose q is not a valid
// qvalue (0 to 1, at most three decimals) is ignored, as is any coding the
// server does not know. A coding named twice keeps its lower q, so that a
// refusal is never overridden. Parsing allocates nothing and is linear in
// the header's length, however long or malformed it is.
func parseAcceptEncoding(lines []string) acceptEncoding {
	a := acceptEncoding{br: -1, gzip: -1, identity: -1, any: -1}
	for _, line := range lines {
		for line != "" {
			var elem string
			elem, line, _ = strings.Cut(line, ",")
			name, params, _ := strings.Cut(elem, ";")
			q, ok := qParam(params)
			if !ok {
				continue
			}
			switch name = strings.TrimSpace(name); {
			case strings.EqualFold(name, "br"):
				a.br = lower(a.br, q)
			case strings.EqualFold(name, "gzip"), strings.EqualFold(name, "x-gzip"):
				a.gzip = lower(a.gzip, q)
			case strings.EqualFold(name, "identity"):
				a.identity = lower(a.identity, q)
			case name == "*":
				a.any = lower(a.any, q)
			}
		}
	}
	return a
}

func lower(old, q float64) float64 {
	if old < 0 {
		return q
	}
	return min(old, q)
}

// qParam finds q among an element's parameters (" q=0.5", "level=1;q=1");
// without one, q is 1.
func qParam(params string) (float64, bool) {
	q := 1.0
	for params != "" {
		var p string
		p, params, _ = strings.Cut(params, ";")
		k, v, _ := strings.Cut(p, "=")
		if !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		var ok bool
		if q, ok = qValue(strings.TrimSpace(v)); !ok {
			return 0, false
		}
	}
	return q, true
}

// qValue parses RFC 9110's qvalue: "0" ["." 0*3DIGIT] / "1" ["." 0*3("0")].
func qValue(s string) (float64, bool) {
	if s == "" || len(s) > 5 || (s[0] != '0' && s[0] != '1') {
		return 0, false
	}
	q := float64(s[0] - '0')
	if len(s) == 1 {
		return q, true
	}
	if s[1] != '.' {
		return 0, false
	}
	scale := 0.1
	for _, c := range []byte(s[2:]) {
		if c < '0' || c > '9' || (q >= 1 && c != '0') {
			return 0, false
		}
		q += float64(c-'0') * scale
		scale /= 10
	}
	return q, true
}

// q is the weight of a coding: as named, else as "*" says, else 0. An
// identity neither named nor refused by "*" is acceptable, as the lowest
// preference.
func (a acceptEncoding) q(coding string) float64 {
	named := -1.0
	switch coding {
	case codingBrotli:
		named = a.br
	case codingGzip:
		named = a.gzip
	case codingIdentity:
		named = a.identity
	}
	switch {
	case named >= 0:
		return named
	case a.any >= 0:
		return a.any
	case coding == codingIdentity:
		return 0.0001
	}
	return 0
}

// choose picks what to send among the codings offered (best first, so the
// first wins a tie): the one with the highest q above 0, or identity when
// the header prefers it or accepts none of them. Identity is also sent when
// the header refuses it: a 406 would leave the browser with nothing.
func (a acceptEncoding) choose(offered ...string) string {
	best, bestQ := codingIdentity, 0.0
	for _, c := range offered {
		if q := a.q(c); q > bestQ {
			best, bestQ = c, q
		}
	}
	if best != codingIdentity && a.q(codingIdentity) > bestQ {
		return codingIdentity
	}
	return best
}

// addVary adds a field name to the Vary header unless it is there already
// (the static files and the JSON compression both say Accept-Encoding).
func addVary(h http.Header, field string) {
	if !varies(h, field) {
		h.Add("Vary", field)
	}
}

// varies reports whether the Vary header names field (or is *).
func varies(h http.Header, field string) bool {
	for _, line := range h.Values("Vary") {
		for v := range strings.SplitSeq(line, ",") {
			if v = strings.TrimSpace(v); strings.EqualFold(v, field) || v == "*" {
				return true
			}
		}
	}
	return false
}
