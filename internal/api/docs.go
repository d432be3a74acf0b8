package api

import (
	"compress/gzip"
	"embed"
	"io"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

// The API docs page renders the OpenAPI description with Stoplight Elements
// 9.0.15 (the version huma pins), served from the binary rather than a CDN,
// so that the page works offline and under a policy that names no other
// host. The two files come from the npm package @stoplight/elements
// (Apache-2.0, docs/LICENSE), gzipped: 0.6 MB in the binary instead of
// 2.4 MB. `make api-docs-assets` fetches and checks them again.
//
//go:embed docs/web-components.min.js.gz docs/styles.min.css.gz
var docsAssets embed.FS

// docsPolicy lets the page load its own script and styles and read the API
// description. Elements writes <style> elements and style attributes at run
// time without a nonce, so its styles need 'unsafe-inline'; scripts stay
// 'self' only, and the page is no place for user data.
const docsPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

var docsTypes = map[string]string{
	"web-components.min.js": "text/javascript; charset=utf-8",
	"styles.min.css":        "text/css; charset=utf-8",
}

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="referrer" content="no-referrer">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>oneloft API Reference</title>
    <link rel="stylesheet" href="/api/docs/assets/styles.min.css">
    <script src="/api/docs/assets/web-components.min.js"></script>
  </head>
  <body style="height: 100vh; margin: 0">
    <elements-api apiDescriptionUrl="/api/openapi.yaml" router="hash" layout="sidebar" tryItCredentialsPolicy="same-origin"></elements-api>
  </body>
</html>`

func (s *Server) apiDocs(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Security-Policy", docsPolicy)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	io.WriteString(w, docsPage)
}

// apiDocsAsset serves a file of the docs page, gzipped to clients that
// accept it.
func (s *Server) apiDocsAsset(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "name")
	ctype, ok := docsTypes[name]
	if !ok {
		writeJSONError(w, http.StatusNotFound, "Not found.")
		return
	}
	f, err := docsAssets.Open("docs/" + name + ".gz")
	if err != nil {
		writeJSONError(w, http.StatusNotFound, "Not found.")
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Header().Set("Content-Encoding", "gzip")
		io.Copy(w, f)
		return
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		writeErrorBody(w, internalError(r.Context(), err))
		return
	}
	io.Copy(w, zr)
}
