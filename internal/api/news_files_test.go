package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// An article takes a cover image and attachments, and a loft its logo and
// cover, through the blob store, each checked by its content: real JPEG,
// PNG and PDF files, and a text file named .jpg that is refused.
func TestUploadsForNewsAndLofts(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE"}
		must(t, svc.Lofts.CreateLoft(ctx, loft))
		m := &core.User{Email: "m@example.org", FirstName: "Max", LastName: "Merchant"}
		f := &core.User{Email: "f@example.org", FirstName: "Fay", LastName: "Fancier"}
		must(t, svc.Users.CreateUser(ctx, m))
		must(t, svc.Users.CreateUser(ctx, f))
		must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: m.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}))
		article := &core.News{LoftID: loft.ID, Title: "Basketing", Body: "Friday"}
		must(t, svc.News.CreateNews(ctx, article))
		files, err := media.OpenDir(t.TempDir(), "/api/public/files/")
		must(t, err)
		verify := func(_ context.Context, raw string) (service.ExternalProfile, error) {
			return service.ExternalProfile{Subject: raw}, nil
		}
		srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
			Auth: api.Auth{Verify: verify, Embedded: true}, Files: files.Handler(), SaveUpload: files.SaveFile}))
		t.Cleanup(srv.Close)

		post := func(user int64, path, name string, content []byte) (int, map[string]any) {
			return postFile(t, srv, path, map[string]string{"Authorization": fmt.Sprintf("Bearer %d", user)}, name, content)
		}
		upload := func(user int64, category, name string, content []byte) (int, map[string]any) {
			return post(user, fmt.Sprintf("/api/res/v1/news/%d/files?category=%s", article.ID, category), name, content)
		}
		var jpg, pngb bytes.Buffer
		must(t, jpeg.Encode(&jpg, image.NewRGBA(image.Rect(0, 0, 3000, 2000)), nil))
		must(t, png.Encode(&pngb, image.NewRGBA(image.Rect(0, 0, 400, 300))))
		pdf := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

		for _, tt := range []struct {
			name, category, file string
			user                 int64
			content              []byte
			want                 int
			message              string
		}{
			{"FancierRefused", "cover", "cover.jpg", f.ID, jpg.Bytes(), 403, ""},
			{"TextNamedJPG", "attachment", "notes.jpg", m.ID, []byte("just some notes"), 400, core.MsgInvalidFileType},
			{"PDFAsCover", "cover", "rules.pdf", m.ID, pdf, 400, core.MsgInvalidFileType},
			{"Cover", "cover", "loft.jpg", m.ID, jpg.Bytes(), 201, ""},
			{"SecondCoverReplaces", "cover", "loft2.jpg", m.ID, jpg.Bytes(), 201, ""},
			{"PNGAttachment", "attachment", "map.png", m.ID, pngb.Bytes(), 201, ""},
			{"PDFAttachment", "attachment", "rules.pdf", m.ID, pdf, 201, ""},
		} {
			t.Run(tt.name, func(t *testing.T) {
				status, out := upload(tt.user, tt.category, tt.file, tt.content)
				if status != tt.want || tt.message != "" && out["message"] != tt.message {
					t.Fatalf("%d %v, want %d %s", status, out, tt.want, tt.message)
				}
			})
		}
		res, err := http.Get(fmt.Sprintf("%s/api/public/news/%d", srv.URL, article.ID))
		must(t, err)
		var got struct {
			CoverURL    string `json:"cover_url"`
			Attachments []struct {
				ID       int64  `json:"id"`
				Name     string `json:"name"`
				FileType string `json:"file_type"`
				URL      string `json:"url"`
			} `json:"attachments"`
		}
		must(t, json.NewDecoder(res.Body).Decode(&got))
		res.Body.Close()
		if !strings.HasSuffix(got.CoverURL, "-full.jpg") || len(got.Attachments) != 2 || got.Attachments[0].Name != "map.png" ||
			got.Attachments[1].FileType != "pdf" {
			t.Fatalf("article files: %+v", got)
		}
		for _, u := range []string{got.CoverURL, strings.Replace(got.CoverURL, "-full.", "-medium.", 1), got.Attachments[1].URL} {
			r, err := http.Get(srv.URL + u)
			must(t, err)
			r.Body.Close()
			if r.StatusCode != 200 {
				t.Fatalf("%s: %d", u, r.StatusCode)
			}
		}
		run(t, srv, []scenario{
			{name: "DeleteAttachment", method: "DELETE", url: fmt.Sprintf("/api/res/v1/news/%d/files/%d", article.ID, got.Attachments[0].ID),
				header: map[string]string{"Authorization": fmt.Sprintf("Bearer %d", m.ID)}, wantStatus: 204},
			{name: "OneLeft", url: fmt.Sprintf("/api/public/news/%d", article.ID), wantStatus: 200, want: obj{"attachments.#": 1}},
		})

		// the loft's logo and cover go the same way
		logo := fmt.Sprintf("/api/res/v1/lofts/%d/images/logo", loft.ID)
		if status, out := post(f.ID, logo, "logo.png", pngb.Bytes()); status != 403 {
			t.Fatalf("fancier's logo: %d %v", status, out)
		}
		if status, out := post(m.ID, logo, "logo.pdf", pdf); status != 400 || out["message"] != core.MsgInvalidFileType {
			t.Fatalf("PDF logo: %d %v", status, out)
		}
		if status, out := post(m.ID, logo, "logo.png", pngb.Bytes()); status != 200 || !strings.HasSuffix(fmt.Sprint(out["logo_url"]), "-full.jpg") {
			t.Fatalf("logo: %d %v", status, out)
		}
		if status, out := post(m.ID, fmt.Sprintf("/api/res/v1/lofts/%d/images/cover", loft.ID), "cover.jpg", jpg.Bytes()); status != 200 || out["cover_url"] == nil {
			t.Fatalf("cover: %d %v", status, out)
		}
		merchant := map[string]string{"Authorization": fmt.Sprintf("Bearer %d", m.ID)}
		run(t, srv, []scenario{
			{name: "LoftShowsThem", url: fmt.Sprintf("/api/public/lofts/%d", loft.ID), wantStatus: 200,
				want: obj{"logo_url": prefix("/api/public/files/lofts/"), "cover_url": prefix("/api/public/files/lofts/")}},
			{name: "CardsShowTheLogo", url: "/api/public/lofts", wantStatus: 200, want: obj{"data.0.logo_url": prefix("/api/public/files/lofts/")}},
			{name: "RemoveCover", method: "DELETE", url: fmt.Sprintf("/api/res/v1/lofts/%d/images/cover", loft.ID), header: merchant, wantStatus: 204},
			{name: "CoverGone", url: fmt.Sprintf("/api/public/lofts/%d", loft.ID), wantStatus: 200, wantAbsent: []string{"cover_url"}},
		})
	})
}
