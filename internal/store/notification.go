package store

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type notificationRow struct {
	bun.BaseModel `bun:"table:notifications"`

	ID        int64 `bun:",pk,autoincrement"`
	UserID    int64
	Kind      string
	Template  string
	Data      string
	Link      string
	DedupeKey *string
	CreatedAt time.Time
	ReadAt    *time.Time
}

func (r *notificationRow) core() *core.Notification {
	n := &core.Notification{ID: r.ID, UserID: r.UserID, Kind: core.NoticeKind(r.Kind), Template: r.Template, Link: r.Link,
		CreatedAt: r.CreatedAt.UTC(), ReadAt: utcPtr(r.ReadAt)}
	if r.DedupeKey != nil {
		n.Key = *r.DedupeKey
	}
	_ = json.Unmarshal([]byte(r.Data), &n.Data) // written by CreateNotification
	return n
}

// CreateNotification implements core.NotificationStore.
func (db *DB) CreateNotification(ctx context.Context, n *core.Notification) (bool, error) {
	data, err := json.Marshal(n.Data)
	if err != nil {
		return false, err
	}
	if n.CreatedAt.IsZero() {
		n.CreatedAt = db.now()
	}
	row := &notificationRow{UserID: n.UserID, Kind: string(n.Kind), Template: n.Template, Data: string(data), Link: n.Link, CreatedAt: n.CreatedAt}
	if n.Key != "" {
		row.DedupeKey = &n.Key
	}
	res, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (user_id, dedupe_key) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, mapErr(err, "User")
	}
	if k, err := res.RowsAffected(); err != nil || k == 0 {
		return false, err
	}
	n.ID = row.ID
	return true, nil
}

// FindNotifications implements core.NotificationStore.
func (db *DB) FindNotifications(ctx context.Context, userID int64, offset, limit int) ([]*core.Notification, int, int, error) {
	var rows []notificationRow
	total, err := page(db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("id DESC"), offset, limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, 0, err
	}
	unread, err := db.CountUnreadNotifications(ctx, userID)
	if err != nil {
		return nil, 0, 0, err
	}
	out := make([]*core.Notification, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, total, unread, nil
}

// CountUnreadNotifications implements core.NotificationStore.
func (db *DB) CountUnreadNotifications(ctx context.Context, userID int64) (int, error) {
	return db.conn(ctx).NewSelect().Model((*notificationRow)(nil)).Where("user_id = ? AND read_at IS NULL", userID).Count(ctx)
}

// MarkNotificationsRead implements core.NotificationStore.
func (db *DB) MarkNotificationsRead(ctx context.Context, userID int64, ids []int64, at time.Time) error {
	q := db.conn(ctx).NewUpdate().Model((*notificationRow)(nil)).Set("read_at = ?", at).Where("user_id = ? AND read_at IS NULL", userID)
	if len(ids) > 0 {
		q.Where("id IN (?)", bun.List(ids))
	}
	_, err := q.Exec(ctx)
	return err
}

type noticePrefRow struct {
	bun.BaseModel `bun:"table:notice_prefs"`

	UserID int64  `bun:",pk"`
	Kind   string `bun:",pk"`
	Email  bool
	Push   bool
}

// FindNoticePrefs implements core.NotificationStore.
func (db *DB) FindNoticePrefs(ctx context.Context, userID int64) (core.NoticePrefs, error) {
	var rows []noticePrefRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).Scan(ctx); err != nil {
		return nil, err
	}
	p := core.NoticePrefs{}
	for _, r := range rows {
		p[core.NoticeKind(r.Kind)] = core.Channels{Email: r.Email, Push: r.Push}
	}
	return p, nil
}

// SaveNoticePrefs implements core.NotificationStore: the given kinds'
// choices replace the stored ones.
func (db *DB) SaveNoticePrefs(ctx context.Context, userID int64, p core.NoticePrefs) error {
	for kind, c := range p {
		row := &noticePrefRow{UserID: userID, Kind: string(kind), Email: c.Email, Push: c.Push}
		if _, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (user_id, kind) DO UPDATE").
			Set("email = EXCLUDED.email, push = EXCLUDED.push").Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

type pushSubscriptionRow struct {
	bun.BaseModel `bun:"table:push_subscriptions"`

	ID        int64 `bun:",pk,autoincrement"`
	UserID    int64
	Endpoint  string
	P256dh    []byte
	Auth      []byte
	CreatedAt time.Time
}

// SavePushSubscription implements core.NotificationStore.
func (db *DB) SavePushSubscription(ctx context.Context, s *core.PushSubscription) error {
	s.CreatedAt = db.now()
	row := &pushSubscriptionRow{UserID: s.UserID, Endpoint: s.Endpoint, P256dh: s.P256dh, Auth: s.Auth, CreatedAt: s.CreatedAt}
	_, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (endpoint) DO UPDATE").
		Set("user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = EXCLUDED.created_at").Exec(ctx)
	s.ID = row.ID
	return err
}

// DeletePushSubscription implements core.NotificationStore.
func (db *DB) DeletePushSubscription(ctx context.Context, userID int64, endpoint string) error {
	_, err := db.conn(ctx).NewDelete().Model((*pushSubscriptionRow)(nil)).Where("user_id = ? AND endpoint = ?", userID, endpoint).Exec(ctx)
	return err
}

// DeletePushEndpoint implements core.NotificationStore.
func (db *DB) DeletePushEndpoint(ctx context.Context, endpoint string) error {
	_, err := db.conn(ctx).NewDelete().Model((*pushSubscriptionRow)(nil)).Where("endpoint = ?", endpoint).Exec(ctx)
	return err
}

// FindPushSubscriptions implements core.NotificationStore.
func (db *DB) FindPushSubscriptions(ctx context.Context, userID int64) ([]*core.PushSubscription, error) {
	var rows []pushSubscriptionRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.PushSubscription, len(rows))
	for i, r := range rows {
		out[i] = &core.PushSubscription{ID: r.ID, UserID: r.UserID, Endpoint: r.Endpoint, P256dh: r.P256dh, Auth: r.Auth, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

type pigeonAlertRow struct {
	bun.BaseModel `bun:"table:pigeon_alerts"`

	UserID    int64
	PigeonID  *int64
	SeasonID  *int64
	CreatedAt time.Time
}

// FindPigeonAlerts implements core.NotificationStore.
func (db *DB) FindPigeonAlerts(ctx context.Context, userID int64) (core.PigeonAlerts, error) {
	var rows []pigeonAlertRow
	var a core.PigeonAlerts
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).Scan(ctx); err != nil {
		return a, err
	}
	for _, r := range rows {
		if r.PigeonID != nil {
			a.Pigeons = append(a.Pigeons, *r.PigeonID)
		} else if r.SeasonID != nil {
			a.Seasons = append(a.Seasons, *r.SeasonID)
		}
	}
	return a, nil
}

// SetPigeonAlert implements core.NotificationStore; pigeonID or seasonID is 0.
func (db *DB) SetPigeonAlert(ctx context.Context, userID, pigeonID, seasonID int64, on bool) error {
	row := &pigeonAlertRow{UserID: userID, CreatedAt: db.now()}
	col, id := "season_id", seasonID
	if pigeonID != 0 {
		col, id = "pigeon_id", pigeonID
		row.PigeonID = &pigeonID
	} else {
		row.SeasonID = &seasonID
	}
	if !on {
		_, err := db.conn(ctx).NewDelete().Model((*pigeonAlertRow)(nil)).Where("user_id = ? AND ? = ?", userID, bun.Ident(col), id).Exec(ctx)
		return err
	}
	n, err := db.conn(ctx).NewSelect().Model((*pigeonAlertRow)(nil)).Where("user_id = ? AND ? = ?", userID, bun.Ident(col), id).Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	_, err = db.conn(ctx).NewInsert().Model(row).Exec(ctx)
	return mapErr(err, "Pigeon")
}

// PigeonAlertsAmong implements core.NotificationStore: one query over the
// batch's pigeons and their owners' seasons.
func (db *DB) PigeonAlertsAmong(ctx context.Context, pigeons []*core.Pigeon) ([]int64, error) {
	if len(pigeons) == 0 {
		return nil, nil
	}
	ids, owners, seasons := make([]int64, 0, len(pigeons)), map[int64]bool{}, map[int64]bool{}
	for _, p := range pigeons {
		ids = append(ids, p.ID)
		seasons[p.SeasonID] = true
		if p.Team != nil {
			owners[p.Team.UserID] = true
		}
	}
	var rows []pigeonAlertRow
	err := db.conn(ctx).NewSelect().Model(&rows).
		WhereOr("pigeon_id IN (?)", bun.List(ids)).
		WhereOr("season_id IN (?) AND user_id IN (?)", bun.List(slices.Collect(maps.Keys(seasons))), bun.List(slices.Collect(maps.Keys(owners)))).Scan(ctx)
	if err != nil {
		return nil, err
	}
	byPigeon, bySeason := map[[2]int64]bool{}, map[[2]int64]bool{}
	for _, r := range rows {
		if r.PigeonID != nil {
			byPigeon[[2]int64{*r.PigeonID, r.UserID}] = true
		} else if r.SeasonID != nil {
			bySeason[[2]int64{*r.SeasonID, r.UserID}] = true
		}
	}
	var out []int64
	for _, p := range pigeons {
		if p.Team == nil {
			continue
		}
		if byPigeon[[2]int64{p.ID, p.Team.UserID}] || bySeason[[2]int64{p.SeasonID, p.Team.UserID}] {
			out = append(out, p.ID)
		}
	}
	return out, nil
}

// FavoredBy implements core.NotificationStore.
func (db *DB) FavoredBy(ctx context.Context, loftID int64) ([]int64, error) {
	var ids []int64
	err := db.conn(ctx).NewSelect().Table("favorites").Column("user_id").Where("kind = 'loft' AND target_id = ?", loftID).OrderExpr("user_id").Scan(ctx, &ids)
	return ids, err
}
