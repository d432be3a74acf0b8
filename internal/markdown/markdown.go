// Package markdown turns what staff write (news) into HTML that is safe to
// show: goldmark renders CommonMark with tables and strikethrough, and
// bluemonday keeps only the markup user content may carry.
package markdown

import (
	"bytes"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

var (
	md = goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough, extension.Linkify))
	// policy is bluemonday's policy for user content: no scripts, styles,
	// event handlers or javascript: links; links open apart and pass no rank.
	policy = func() *bluemonday.Policy {
		p := bluemonday.UGCPolicy()
		p.RequireNoFollowOnLinks(true)
		p.AddTargetBlankToFullyQualifiedLinks(true)
		return p
	}()
)

// HTML renders Markdown as sanitised HTML. Raw HTML in the text is not
// rendered (goldmark leaves it out) and whatever passes is sanitised again.
func HTML(text string) string {
	var b bytes.Buffer
	if err := md.Convert([]byte(text), &b); err != nil {
		return policy.Sanitize(text)
	}
	return policy.Sanitize(b.String())
}
