package api

import (
	"net/http"
	"strings"
)

// mount is a route outside the API description: a plain handler on the
// router, or beside it (see Server.serve).
type mount struct {
	// pattern is a chi pattern, with a method first when it serves only
	// that one ("GET /api/docs"); a trailing /* takes the rest of the path.
	pattern string
	h       http.Handler
	missing missing // why it cannot be served here; "": it can
	// beside serves it before the router and its middleware: the live hub's
	// upgrade needs the bare writer, the sign-in provider its full path.
	beside bool
	// byHuma names a route huma puts on the router itself (the API
	// description and its schemas, see apiConfig); h is nil.
	byHuma bool
}

// matches reports whether a mount beside the router serves path: its
// pattern exactly, or, ending in /*, the path before it and all below.
func (m mount) matches(path string) bool {
	base, all := strings.CutSuffix(m.pattern, "/*")
	return path == base || all && strings.HasPrefix(path, base+"/")
}

// mountAll puts the mounts on the router, or beside it; one whose
// dependency is missing answers 503 with the one error shape.
func (s *Server) mountAll(mounts []mount) {
	for _, m := range mounts {
		if m.byHuma {
			continue
		}
		if m.missing != "" {
			m.h = unavailableHandler(m.missing)
		}
		if m.beside {
			s.beside = append(s.beside, m)
		} else {
			s.router.Handle(m.pattern, m.h)
		}
	}
}

// unavailableHandler serves a mount whose dependency is missing.
func unavailableHandler(m missing) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeErrorBody(w, &ErrorBody{status: http.StatusServiceUnavailable, Message: string(m), RequestID: requestID(r.Context())})
	})
}
