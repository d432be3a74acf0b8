package api

import (
	"errors"
	"fmt"
	"mime"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humachi"

	"github.com/oneloft/oneloft/internal/core"
)

// Multipart bodies need guarding of their own: huma bounds a JSON body by
// the operation's MaxBodyBytes, but parses a multipart form with no bound
// and before the handler checks the caller, and parts over the memory
// threshold go to temporary files that net/http removes only for the
// request it handed out (middleware copies it with WithContext), so they
// stayed for ever. An anonymous client could so fill the disk.

// multipartMemory is how much of a form is kept in memory; larger files go
// to temporary files, removed when the request ends.
const multipartMemory = 8 << 10

// defaultMaxBody is huma's bound of a body when the route sets none.
const defaultMaxBody = 1 << 20

// uploadGuard parses a multipart body itself, before huma does: a visitor
// on a route for users is refused unread, a body over the route's limit is
// refused with 413 (at once when it says its length, else as soon as it
// passes the limit), and the form's temporary files are removed when the
// handler has run.
func uploadGuard(who access, limit int64) func(huma.Context, func(huma.Context)) {
	if limit <= 0 {
		limit = defaultMaxBody
	}
	return func(ctx huma.Context, next func(huma.Context)) {
		r, w := humachi.Unwrap(ctx)
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
			next(ctx)
			return
		}
		if who.needsUser() && core.ActorFrom(r.Context()).User == nil {
			writeJSONError(w, http.StatusUnauthorized, "Unauthenticated.")
			return
		}
		tooLarge := fmt.Sprintf("The upload is too large: at most %d MB.", limit>>20)
		if r.ContentLength > limit {
			w.Header().Set("Connection", "close") // the rest of the body is not read
			writeJSONError(w, http.StatusRequestEntityTooLarge, tooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		defer func() {
			if r.MultipartForm != nil {
				r.MultipartForm.RemoveAll()
			}
		}()
		if err := r.ParseMultipartForm(multipartMemory); err != nil {
			if tb := new(http.MaxBytesError); errors.As(err, &tb) {
				writeJSONError(w, http.StatusRequestEntityTooLarge, tooLarge)
			} else {
				writeJSONError(w, http.StatusBadRequest, "The upload could not be read: send a multipart form.")
			}
			return
		}
		next(ctx)
	}
}
