package api

import (
	"context"
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"
)

// ogTags are the sharing tags of a page (Open Graph), filled on the server so
// that a link preview works without JavaScript.
type ogTags struct {
	Title, Description, Image, URL string
}

// ogFor returns the tags for the app path, or false when the path is not a
// loft, team, pigeon or flight page or names nothing that exists.
//
//	/lofts/{id}[/flights/{fid}]
//	/lofts/{id}/teams/{tid}[/pigeons/{pid}]
//	/lofts/{id}/pigeons/{pid}
func (s *Server) ogFor(ctx context.Context, path string) (ogTags, bool) {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	if len(seg) < 2 || seg[0] != "lofts" {
		return ogTags{}, false
	}
	n := make([]int64, len(seg))
	for i := 1; i < len(seg); i += 2 {
		v, err := strconv.ParseInt(seg[i], 10, 64)
		if err != nil || v < 1 {
			return ogTags{}, false
		}
		n[i] = v
	}
	loft, err := s.svc.Lofts.FindLoft(ctx, n[1])
	if err != nil {
		return ogTags{}, false
	}
	place := loft.Country
	if len(loft.Addresses) > 0 {
		place = loft.Addresses[0].City + ", " + loft.Country
	}
	t := ogTags{Title: loft.Name, Description: fmt.Sprintf("One-loft race in %s: results, live arrivals, fanciers and news.", place)}
	if loft.CoverPath != "" { // a preview shows the loft's cover, its 800 px variant
		t.Image = strings.Replace(fileURL(loft.CoverPath), "-full.", "-medium.", 1)
	}
	switch {
	case len(seg) == 2:
		return t, true
	case len(seg) == 4 && seg[2] == "flights":
		t.Title = loft.Name + " – live flight"
		t.Description = "Follow the arrivals of this flight live: ranking, speeds and the flight map."
		return t, true
	case len(seg) == 4 && seg[2] == "news":
		a, err := s.svc.News.FindNewsArticle(ctx, n[3])
		if err != nil || a.LoftID != loft.ID {
			return ogTags{}, false
		}
		t.Title = a.Title + " – " + loft.Name
		t.Description = excerpt(a.Body, 200)
		return t, true
	case len(seg) == 4 && seg[2] == "teams":
		team, err := s.svc.Fanciers.FindTeam(ctx, loft.ID, n[3])
		if err != nil {
			return ogTags{}, false
		}
		t.Title = team.Name + " – " + loft.Name
		t.Description = fmt.Sprintf("Team %s (%s, %s) with %d pigeons at %s.", team.Name, team.Fancier, team.Country, team.PigeonsCount, loft.Name)
		return t, true
	case len(seg) == 6 && seg[2] == "teams" && seg[4] == "pigeons", len(seg) == 4 && seg[2] == "pigeons":
		p, err := s.svc.Pigeons.FindPigeon(ctx, n[len(seg)-1])
		if err != nil || p.Team == nil || p.Team.LoftID != loft.ID || (len(seg) == 6 && p.TeamID != n[3]) {
			return ogTags{}, false
		}
		t.Title = p.Ring + " – " + loft.Name
		if p.Name != "" {
			t.Title = p.Name + " (" + p.Ring + ") – " + loft.Name
		}
		status := ""
		if p.Health != nil {
			status = ", " + strings.ReplaceAll(p.Health.Type.Code(), "_", " ")
		}
		t.Description = fmt.Sprintf("Pigeon %s of team %s (%s)%s.", p.Ring, p.Team.Name, p.Team.Country, status)
		return t, true
	}
	return ogTags{}, false
}

var (
	titleRe = regexp.MustCompile(`<title>[^<]*</title>`)
	metaRe  = regexp.MustCompile(`<meta (property|name)="(og:title|og:description|og:image|og:url|description)" content="[^"]*"\s*/?>`)
)

// injectOG writes t into the page's title and sharing tags.
func injectOG(page []byte, t ogTags) []byte {
	esc := html.EscapeString
	out := titleRe.ReplaceAll(page, []byte("<title>"+esc(t.Title)+"</title>"))
	values := map[string]string{"og:title": t.Title, "og:description": t.Description, "description": t.Description,
		"og:image": t.Image, "og:url": t.URL}
	out = metaRe.ReplaceAllFunc(out, func(m []byte) []byte {
		sub := metaRe.FindSubmatch(m)
		return []byte(fmt.Sprintf(`<meta %s="%s" content="%s" />`, sub[1], sub[2], esc(values[string(sub[2])])))
	})
	if !strings.Contains(string(out), `property="og:url"`) {
		out = []byte(strings.Replace(string(out), "</head>", `<meta property="og:url" content="`+esc(t.URL)+`" /></head>`, 1))
	}
	return out
}

// excerpt is the start of a Markdown text as plain words, at most max
// characters, for a link preview.
func excerpt(md string, max int) string {
	plain := strings.Join(strings.Fields(strings.NewReplacer("#", "", "*", "", "_", "", "`", "", ">", "", "[", "", "]", "").Replace(md)), " ")
	if r := []rune(plain); len(r) > max {
		return strings.TrimSpace(string(r[:max-1])) + "…"
	}
	return plain
}
