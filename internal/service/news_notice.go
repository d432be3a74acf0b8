package service

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/oneloft/oneloft/internal/core"
)

// AnnounceNews tells the followers of a loft about its news once it is
// visible (published, its time reached); each article once.
func (n *Notifications) AnnounceNews(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	news, err := n.store.ClaimNewsToAnnounce(ctx, n.now())
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, a := range news {
		loft, err := n.store.FindLoftByID(ctx, a.LoftID)
		if err != nil {
			return sent, err
		}
		followers, err := n.store.FavoredBy(ctx, a.LoftID)
		if err != nil {
			return sent, err
		}
		for _, id := range followers {
			u, err := n.store.FindUserByID(ctx, id)
			if err != nil {
				continue
			}
			created, err := n.notify(ctx, core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: "news",
				UserID: u.ID, Kind: core.NoticeNews, Key: fmt.Sprintf("news:%d", a.ID),
				Data: map[string]any{"FirstName": u.FirstName, "Loft": loft.Name, "Title": a.Title,
					"Link": fmt.Sprintf("%s/lofts/%d/news/%d", n.cfg.PublicURL, a.LoftID, a.ID)}})
			if err != nil {
				slog.ErrorContext(ctx, "news notice", "news", a.ID, "user", id, "err", err)
			}
			if created {
				sent++
			}
		}
	}
	return sent, nil
}
