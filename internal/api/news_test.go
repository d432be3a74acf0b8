package api_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// Merchants write their loft's news: drafts stay theirs, a later time
// schedules, Markdown reaches visitors as sanitised HTML; admins see every
// loft's news and moderate it.
func TestNewsAuthoring(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		admin := &core.User{Email: "admin@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1}
		must(t, svc.Users.CreateUser(core.SystemContext(context.Background()), admin))
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		admins := map[string]string{"Authorization": fmt.Sprintf("Bearer %d", admin.ID)}
		staff := fmt.Sprintf("/api/res/v1/lofts/%d/news", w.loft)
		public := fmt.Sprintf("/api/public/lofts/%d/news", w.loft)
		later := now.Add(48 * time.Hour).UTC().Format(time.RFC3339)
		body := "Basketing on **Friday**.\n\n<script>alert(1)</script>\n\n[Results](https://oneloft.example/results)"
		run(t, w.srv, []scenario{
			{name: "403Fancier", method: "POST", url: staff, header: fancier, body: `{"title":"Hi","body":"Hello"}`, wantStatus: 403},
			{name: "400NoTitle", method: "POST", url: staff, header: merchant, body: `{"title":"  ","body":"Hello"}`, wantStatus: 400, wantField: "title"},
			{name: "Draft", method: "POST", url: staff, header: merchant, body: `{"title":"Draft","body":"Not yet","draft":true}`, wantStatus: 201,
				want: obj{"state": "draft", "draft": true}},
			{name: "Scheduled", method: "POST", url: staff, header: merchant, body: fmt.Sprintf(`{"title":"Final week","body":"Soon","published_at":%q}`, later),
				wantStatus: 201, want: obj{"state": "scheduled", "published_at": later}},
			{name: "Published", method: "POST", url: staff, header: merchant, body: fmt.Sprintf(`{"title":"Basketing","body":%q}`, body), wantStatus: 201,
				want: obj{"state": "published", "loft_name": "Sunrise Valley"}},
			{name: "PublicSeesOnlyPublished", url: public, wantStatus: 200, want: obj{"meta.total": 1, "data.0.title": "Basketing"},
				wantAbsent: []string{"data.0.draft", "data.0.state"}},
			{name: "MerchantSeesAll", url: staff, header: merchant, wantStatus: 200,
				want: obj{"meta.total": 3, "data.0.state": "scheduled", "data.1.title": "Basketing", "data.2.state": "draft"}},
			{name: "Search", url: staff + "?search=final", header: merchant, wantStatus: 200, want: obj{"meta.total": 1}},
			{name: "403FancierList", url: staff, header: fancier, wantStatus: 403},
			{name: "AdminSeesEveryLoft", url: "/api/custom/v1/admin/news", header: admins, wantStatus: 200, want: obj{"meta.total": 3}},
			{name: "403MerchantAdminList", url: "/api/custom/v1/admin/news", header: merchant, wantStatus: 403},
		})
		// the published article reaches visitors as safe HTML
		var draftID, publishedID int64
		ns, _, err := db.FindNews(context.Background(), core.NewsFilter{LoftID: &w.loft})
		must(t, err)
		for _, n := range ns {
			switch n.Title {
			case "Draft":
				draftID = n.ID
			case "Basketing":
				publishedID = n.ID
			}
		}
		article := fmt.Sprintf("/api/public/news/%d", publishedID)
		run(t, w.srv, []scenario{
			{name: "HTML", url: article, wantStatus: 200, want: obj{"body_html": "<p>Basketing on <strong>Friday</strong>.</p>\n\n" +
				`<p><a href="https://oneloft.example/results" rel="nofollow noopener" target="_blank">Results</a></p>` + "\n"}},
			{name: "DraftNotPublic", url: fmt.Sprintf("/api/public/news/%d", draftID), wantStatus: 404},
			{name: "PublishTheDraft", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", draftID), header: merchant,
				body: `{"title":"Draft no more","body":"Now out","draft":false}`, wantStatus: 200, want: obj{"state": "published", "draft": false}},
			// a typo fix leaves a published article published, sent with its state or without
			{name: "TypoFixKeepsPublished", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", draftID), header: merchant,
				body: `{"title":"Draft no more!","body":"Now out"}`, wantStatus: 200, want: obj{"state": "published", "draft": false}},
			{name: "TypoFixWithStateKeepsPublished", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", draftID), header: merchant,
				body: `{"title":"Draft no more","body":"Now out.","draft":false}`, wantStatus: 200, want: obj{"state": "published"}},
			{name: "NowPublic", url: fmt.Sprintf("/api/public/news/%d", draftID), wantStatus: 200, want: obj{"title": "Draft no more"}},
			// an admin moderates: unpublishes, then deletes
			{name: "AdminUnpublishes", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", publishedID), header: admins,
				body: `{"title":"Basketing","body":"Withdrawn","draft":true}`, wantStatus: 200, want: obj{"state": "draft"}},
			{name: "Gone", url: article, wantStatus: 404},
			{name: "EditKeepsTheDraft", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", publishedID), header: merchant,
				body: `{"title":"Basketing","body":"Withdrawn."}`, wantStatus: 200, want: obj{"state": "draft"}},
			{name: "StillGone", url: article, wantStatus: 404},
			{name: "403FancierDeletes", method: "DELETE", url: fmt.Sprintf("/api/res/v1/news/%d", publishedID), header: fancier, wantStatus: 403},
			{name: "Delete", method: "DELETE", url: fmt.Sprintf("/api/res/v1/news/%d", publishedID), header: admins, wantStatus: 204},
			{name: "404Deleted", method: "PUT", url: fmt.Sprintf("/api/res/v1/news/%d", publishedID), header: merchant, body: `{"title":"x","body":"y"}`,
				wantStatus: 404},
		})
		entries, err := db.FindAuditEntries(context.Background(), "news", publishedID)
		must(t, err)
		if len(entries) != 4 || entries[0].Action != "delete" {
			t.Fatalf("audit: %d entries for the article, want create, update (unpublish), update (edit), delete", len(entries))
		}
	})
}
