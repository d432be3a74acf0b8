package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// access says who may call an operation. The service decides for each loft,
// season or order whether the caller may act; the route list names the rule
// for readers, marks the operation in the API description, and answers 401
// to a visitor calling an operation for users (after huma has checked the
// request's fields, so a malformed request still learns what is wrong with
// it), so that no visitor learns which ids exist.
type access int

const (
	anyone         access = iota // visitors too
	signedIn                     // any signed-in user, for what is theirs (the loft's staff too, where said)
	staff                        // merchants and agents of the loft, and admins
	merchants                    // merchants of the loft, and admins
	seasonManagers               // merchants of the season's loft, users with the extended season permission, and admins
	admins                       // admins
	device                       // a loft's clock, antenna or PC, by its device key
	cardProvider                 // the card provider, by the signature of its webhook
)

// needsUser reports whether a caller must be signed in.
func (a access) needsUser() bool {
	return a == signedIn || a == staff || a == merchants || a == seasonManagers || a == admins
}

// route is one operation of the API: how it is called, who may call it,
// and the handler that serves it.
type route struct {
	op       huma.Operation
	who      access
	missing  missing // why it cannot be served here; "": it can
	register func(huma.API, huma.Operation, missing)
}

// handler is a named method of the Server that serves one operation.
type handler[I, O any] func(context.Context, *I) (*O, error)

func newRoute[I, O any](method, path string, who access, h handler[I, O]) route {
	return route{op: huma.Operation{Method: method, Path: path}, who: who,
		register: func(api huma.API, op huma.Operation, m missing) {
			serve := h
			if m != "" {
				serve = unavailableOp[I, O](m)
			}
			if who.needsUser() { // after the 503, so that a visitor learns nothing of the wiring
				serve = usersOnly(serve)
			}
			huma.Register(api, op, serve)
		}}
}

func get[I, O any](path string, who access, h handler[I, O]) route {
	return newRoute(http.MethodGet, path, who, h)
}

func post[I, O any](path string, who access, h handler[I, O]) route {
	return newRoute(http.MethodPost, path, who, h)
}

func put[I, O any](path string, who access, h handler[I, O]) route {
	return newRoute(http.MethodPut, path, who, h)
}

func patch[I, O any](path string, who access, h handler[I, O]) route {
	return newRoute(http.MethodPatch, path, who, h)
}

func del[I, O any](path string, who access, h handler[I, O]) route {
	return newRoute(http.MethodDelete, path, who, h).status(http.StatusNoContent)
}

// usersOnly refuses visitors before h runs.
func usersOnly[I, O any](h handler[I, O]) handler[I, O] {
	return func(ctx context.Context, in *I) (*O, error) {
		if core.ActorFrom(ctx).User == nil {
			return nil, core.Errorf(core.EUNAUTHORIZED, "Unauthenticated.")
		}
		return h(ctx, in)
	}
}

// needs names an optional part of the wiring the operation needs: without
// it the operation stays in the API and answers 503 (see missing).
func (r route) needs(m missing) route {
	if r.missing == "" {
		r.missing = m
	}
	return r
}

// needing marks every route of rs as needing m (see needs).
func needing(m missing, rs []route) []route {
	for i := range rs {
		rs[i] = rs[i].needs(m)
	}
	return rs
}

// doc names the operation and describes it.
func (r route) doc(id, summary, description string) route {
	r.op.OperationID, r.op.Summary, r.op.Description = id, summary, description
	return r
}

// status sets the status of a successful answer.
func (r route) status(code int) route {
	r.op.DefaultStatus = code
	return r
}

// created answers 201 Created.
func (r route) created() route { return r.status(http.StatusCreated) }

// maxBody bounds the request body.
func (r route) maxBody(n int64) route {
	r.op.MaxBodyBytes = n
	return r
}

// with changes what else the operation needs (its responses, say).
func (r route) with(f func(op *huma.Operation)) route {
	f(&r.op)
	return r
}

// area is a group of routes about one resource, tagged with its name in the
// API description.
type area struct {
	tag    string
	routes []route
}

// bearer marks operations that need a signed-in user.
var bearer = []map[string][]string{{"bearer": {}}}

// registerAll adds every route of the areas to the API.
func (s *Server) registerAll(areas []area) {
	for _, a := range areas {
		for _, r := range a.routes {
			op := r.op
			op.Tags = []string{a.tag}
			if r.who.needsUser() {
				op.Security = bearer
			}
			op.Middlewares = append(op.Middlewares, uploadGuard(r.who, op.MaxBodyBytes))
			r.register(s.api, op, r.missing)
		}
	}
}

// reply wraps a body in an answer.
func reply[T any](body T) (*bodyOf[T], error) { return &bodyOf[T]{Body: body}, nil }

// bodyOf is an answer with a body.
type bodyOf[T any] struct{ Body T }
