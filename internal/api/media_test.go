package api_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A loft's library: albums per season with photos checked by content,
// video links kept only for known sites, all managed by its merchants.
func TestLoftMedia(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		fancier, merchant := token(id.fancier), token(id.merchant)
		media := f("/api/public/lofts/%d/media", id.loft)
		var pngb bytes.Buffer
		must(t, png.Encode(&pngb, image.NewRGBA(image.Rect(0, 0, 1200, 900))))
		run(t, srv, []scenario{
			{name: "Empty", url: media, wantStatus: 200, want: obj{"albums.#": 0, "videos.#": 0}},
			{name: "403Fancier", method: "POST", url: f("/api/res/v1/lofts/%d/albums", id.loft), header: fancier, body: `{"title":"Basketing day"}`, wantStatus: 403},
			{name: "400NoTitle", method: "POST", url: f("/api/res/v1/lofts/%d/albums", id.loft), header: merchant, body: `{"title":" "}`, wantStatus: 400, wantField: "title"},
			{name: "403NotItsMerchant", method: "POST", url: f("/api/res/v1/lofts/%d/albums", id.mileLoft), header: merchant,
				body: f(`{"title":"x","season_id":%d}`, id.season), wantStatus: 403},
			{name: "Album", method: "POST", url: f("/api/res/v1/lofts/%d/albums", id.loft), header: merchant,
				body: f(`{"title":"Basketing day","season_id":%d}`, id.season), wantStatus: 201, want: obj{"title": "Basketing day", "season_name": "2026", "photos.#": 0}},
			{name: "400VideoSite", method: "POST", url: f("/api/res/v1/lofts/%d/videos", id.loft), header: merchant,
				body: `{"title":"Release","url":"https://evil.example/watch?v=dQw4w9WgXcQ"}`, wantStatus: 400, want: obj{"errors.url.0": core.MsgVideoURL}},
			{name: "Video", method: "POST", url: f("/api/res/v1/lofts/%d/videos", id.loft), header: merchant,
				body: `{"title":"Release at Ulm","url":"https://youtu.be/dQw4w9WgXcQ"}`, wantStatus: 201,
				want: obj{"provider": "youtube", "embed_url": "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1", "season_id": nil}},
		})
		album := f("/api/res/v1/albums/%d/photos", 1)
		if status, out := postFile(t, srv, album, merchant, "notes.jpg", []byte("just some notes")); status != 400 || out["message"] != core.MsgInvalidFileType {
			t.Fatalf("a text named .jpg: %d %v", status, out)
		}
		if status, _ := postFile(t, srv, album, fancier, "loft.png", pngb.Bytes()); status != 403 {
			t.Fatalf("a fancier's photo: %d", status)
		}
		status, photo := postFile(t, srv, album, merchant, "loft.png", pngb.Bytes())
		if status != 201 {
			t.Fatalf("photo: %d %v", status, photo)
		}
		run(t, srv, []scenario{
			{name: "Library", url: media, wantStatus: 200, want: obj{"albums.#": 1, "albums.0.photos.#": 1, "albums.0.photos.0.name": "loft.png",
				"albums.0.photos.0.low_url": photo["low_url"], "videos.#": 1, "videos.0.title": "Release at Ulm"}},
			{name: "LowVariant", url: photo["low_url"].(string), wantStatus: 200},
			{name: "Rename", method: "PUT", url: "/api/res/v1/albums/1", header: merchant, body: `{"title":"Basketing day 2026"}`, wantStatus: 200,
				want: obj{"title": "Basketing day 2026", "season_id": nil}},
			{name: "DeletePhoto", method: "DELETE", url: f("/api/res/v1/albums/1/photos/%v", photo["id"]), header: merchant, wantStatus: 204},
			{name: "403DeleteVideoOfOtherLoft", method: "DELETE", url: f("/api/res/v1/lofts/%d/videos/1", id.mileLoft), header: token(id.merchant), wantStatus: 403},
			{name: "DeleteVideo", method: "DELETE", url: f("/api/res/v1/lofts/%d/videos/1", id.loft), header: merchant, wantStatus: 204},
			{name: "DeleteAlbum", method: "DELETE", url: "/api/res/v1/albums/1", header: merchant, wantStatus: 204},
			{name: "EmptyAgain", url: media, wantStatus: 200, want: obj{"albums.#": 0, "videos.#": 0}},
		})
	})
}
