package api_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"mime"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// obj is a JSON object in a scenario: its want, or an expected value in it.
type obj = map[string]any

// check is an expectation in a scenario's want that is not one exact value.
type check struct {
	desc string
	ok   func(got any) bool
}

// anyString is any string: a timestamp or a value the test cannot know.
var anyString = check{"any string", func(v any) bool { _, ok := v.(string); return ok }}

// anyNumber is any number: an id the test cannot know.
var anyNumber = check{"any number", func(v any) bool { _, ok := v.(float64); return ok }}

// prefix is a string that starts with p.
func prefix(p string) check {
	return check{fmt.Sprintf("a string starting with %q", p), func(v any) bool {
		s, ok := v.(string)
		return ok && strings.HasPrefix(s, p)
	}}
}

// anyObject is any JSON object.
var anyObject = check{"any object", func(v any) bool { _, ok := v.(map[string]any); return ok }}

// hasItems is an array that has an element equal to each of items,
// wherever they are in it.
func hasItems(items ...any) check {
	want := normalize(items).([]any)
	return check{"an array with each of " + show(want), func(v any) bool {
		a, ok := v.([]any)
		for _, w := range want {
			ok = ok && slices.ContainsFunc(a, func(e any) bool { return reflect.DeepEqual(e, w) })
		}
		return ok
	}}
}

// isJSON reports whether a Content-Type is JSON (application/json or a
// +json type such as application/openapi+json).
func isJSON(contentType string) bool {
	mt, _, _ := mime.ParseMediaType(contentType)
	return mt == "application/json" || (strings.HasPrefix(mt, "application/") && strings.HasSuffix(mt, "+json"))
}

// checkJSON decodes body and checks it: every path of want must hold its
// value, and no path of absent may match anything. Failures print got and want.
func checkJSON(t *testing.T, body []byte, want map[string]any, absent []string) {
	t.Helper()
	var got any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Errorf("body: got %q, want JSON (%v)", body, err)
		return
	}
	for _, p := range slices.Sorted(maps.Keys(want)) {
		v, err := lookup(got, p)
		if err != nil {
			t.Errorf("%s: got nothing there (%v), want %s", p, err, describe(want[p]))
			continue
		}
		if c, ok := want[p].(check); ok {
			if !c.ok(v) {
				t.Errorf("%s: got %s, want %s", p, show(v), c.desc)
			}
			continue
		}
		if w := normalize(want[p]); !reflect.DeepEqual(v, w) {
			t.Errorf("%s: got %s, want %s", p, show(v), show(w))
		}
	}
	for _, p := range absent {
		var found []match
		find(got, strings.Split(p, "."), "", &found)
		for _, m := range found {
			t.Errorf("%s: got %s at %s, want nothing there", p, show(m.value), m.path)
		}
	}
}

// lookup returns the value at p: object keys and array indexes joined by
// dots, "" for the whole document, a last segment "#" for an array's length.
func lookup(v any, p string) (any, error) {
	if p == "" {
		return v, nil
	}
	for _, seg := range strings.Split(p, ".") {
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = x[seg]; !ok {
				return nil, fmt.Errorf("no key %q in an object with keys %v", seg, slices.Sorted(maps.Keys(x)))
			}
		case []any:
			if seg == "#" {
				v = float64(len(x))
				continue
			}
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(x) {
				return nil, fmt.Errorf("no index %q in an array of %d", seg, len(x))
			}
			v = x[i]
		default:
			return nil, fmt.Errorf("%q under %s", seg, show(v))
		}
	}
	return v, nil
}

// match is a value that a path of wantAbsent found.
type match struct {
	path  string
	value any
}

// find appends to out every value that segs reach from v. A segment is a
// glob on object keys ("*", "key*"), an index or "*" on arrays; "**" stands
// for any number of levels, none included.
func find(v any, segs []string, at string, out *[]match) {
	if len(segs) == 0 {
		*out = append(*out, match{at, v})
		return
	}
	seg, rest := segs[0], segs[1:]
	if seg == "**" {
		find(v, rest, at, out)
		rest = segs // and one level deeper, still under "**"
	}
	switch x := v.(type) {
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			if ok, _ := path.Match(seg, k); ok || seg == "*" || seg == "**" {
				find(x[k], rest, join(at, k), out)
			}
		}
	case []any:
		for i, e := range x {
			if seg == "*" || seg == "**" || seg == strconv.Itoa(i) {
				find(e, rest, join(at, strconv.Itoa(i)), out)
			}
		}
	}
}

func join(at, seg string) string {
	if at == "" {
		return seg
	}
	return at + "." + seg
}

// normalize turns a Go value into what encoding/json decodes it to, so that
// 2 and float64(2), or []string and []any, compare equal.
func normalize(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	var n any
	if err := json.Unmarshal(b, &n); err != nil {
		panic(err)
	}
	return n
}

func describe(w any) string {
	if c, ok := w.(check); ok {
		return c.desc
	}
	return show(normalize(w))
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
