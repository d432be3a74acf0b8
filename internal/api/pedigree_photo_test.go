package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestPedigreePhoto: the owner gives a bird a photo, which its card shows
// and a change of the bird's fields keeps; text named .png, another
// account's bird and a visitor are refused; removing it clears the card.
func TestPedigreePhoto(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		fancier, merchant := token(id.fancier), token(id.merchant)
		bird := &core.PedigreePigeon{UserID: id.fancier, Ring: "NL-2020-1234567", Sex: core.Cock}
		must(t, db.CreatePedigreePigeon(context.Background(), bird))
		one := fmt.Sprintf("/api/custom/v1/user/pedigree/pigeons/%d", bird.ID)
		var pngb bytes.Buffer
		must(t, png.Encode(&pngb, image.NewRGBA(image.Rect(0, 0, 900, 600))))

		if status, out := postFile(t, srv, one+"/photo", fancier, "bird.png", []byte("not an image at all")); status != 400 || out["message"] != core.MsgInvalidFileType {
			t.Fatalf("text as a photo: %d %v", status, out)
		}
		if status, _ := postFile(t, srv, one+"/photo", merchant, "bird.png", pngb.Bytes()); status != 404 {
			t.Fatalf("another account's bird: %d, want 404", status)
		}
		if status, _ := postFile(t, srv, one+"/photo", nil, "bird.png", pngb.Bytes()); status != 401 {
			t.Fatalf("a visitor: %d, want 401", status)
		}
		status, out := postFile(t, srv, one+"/photo", fancier, "bird.png", pngb.Bytes())
		photo, _ := out["photo_url"].(string)
		if status != 200 || !strings.HasPrefix(photo, "/api/public/files/pedigree/") {
			t.Fatalf("photo: %d %v", status, out)
		}
		run(t, srv, []scenario{
			{name: "CardShowsIt", method: http.MethodGet, url: one, header: fancier, wantStatus: 200, want: obj{"pigeon.photo_url": photo}},
			{name: "UpdateKeepsIt", method: http.MethodPut, url: one, header: fancier, wantStatus: 200,
				body: `{"ring": "NL-2020-1234567", "sex": "cock", "name": "Old Blue"}`, want: obj{"photo_url": photo}},
			{name: "DeleteOthers404", method: http.MethodDelete, url: one + "/photo", header: merchant, wantStatus: 404},
			{name: "Delete", method: http.MethodDelete, url: one + "/photo", header: fancier, wantStatus: 204},
			{name: "CardWithout", method: http.MethodGet, url: one, header: fancier, wantStatus: 200, wantAbsent: []string{"pigeon.photo_url"}},
		})
	})
}
