package api

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// notFound answers unknown /api paths with a JSON 404 and serves the web app
// for everything else: a file of the build when it exists (in the coding
// the browser prefers, see staticFiles), otherwise index.html so that the
// app's history routing takes over.
func (s *Server) notFound(web fs.FS) http.HandlerFunc {
	var files *staticFiles
	if web != nil {
		files = newStaticFiles(web)
	}
	return func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/api" || web == nil {
			writeJSONError(w, http.StatusNotFound, "Not found.")
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeJSONError(w, http.StatusMethodNotAllowed, "Method not allowed.")
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name != "" && name != "index.html" && files.serve(w, r, name) {
			return
		}
		s.serveIndex(w, r, web)
	}
}

func (s *Server) serveIndex(w http.ResponseWriter, r *http.Request, web fs.FS) {
	page, err := fs.ReadFile(web, "index.html")
	if err != nil {
		writeJSONError(w, http.StatusNotFound, "Not found.")
		return
	}
	if t, ok := s.ogFor(r.Context(), r.URL.Path); ok {
		t.URL = s.publicURL + r.URL.Path
		if t.Image == "" {
			t.Image = "/og-image.png"
		}
		t.Image = s.publicURL + t.Image
		page = injectOG(page, t)
	}
	// Mantine writes <style> elements at run time; they carry this nonce
	// (the app reads it from the meta element), so no other inline style runs.
	nonce := newNonce()
	page = bytes.Replace(page, []byte("<head>"), []byte(`<head><meta name="csp-nonce" content="`+nonce+`">`), 1)
	w.Header().Set("Content-Security-Policy", s.policy.app(nonce))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(page)
}
