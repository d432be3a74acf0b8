package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type loftRow struct {
	bun.BaseModel `bun:"table:lofts"`

	ID          int64 `bun:",pk,autoincrement"`
	Name        string
	Unit        string
	Currency    string
	TimeZone    string
	Description string
	Country     string
	Email       string
	Phone       string
	Website     string
	LogoPath    string
	CoverPath   string
	CreatedAt   time.Time
	ArchivedAt  *time.Time
}

func newLoftRow(l *core.Loft) *loftRow {
	return &loftRow{ID: l.ID, Name: l.Name, Unit: string(l.Unit), Currency: string(l.Currency), TimeZone: l.TimeZone,
		Description: l.Description, Country: l.Country, Email: l.Email, Phone: l.Phone, Website: l.Website,
		CreatedAt: l.CreatedAt, ArchivedAt: l.ArchivedAt}
}

func (r *loftRow) core() *core.Loft {
	l := &core.Loft{ID: r.ID, Name: r.Name, Unit: core.Unit(r.Unit), Currency: core.Currency(r.Currency), TimeZone: r.TimeZone,
		Description: r.Description, Country: r.Country, Email: r.Email, Phone: r.Phone, Website: r.Website,
		LogoPath: r.LogoPath, CoverPath: r.CoverPath, CreatedAt: r.CreatedAt, ArchivedAt: r.ArchivedAt, DisplayFields: core.DisplayFields{}}
	if l.ArchivedAt != nil {
		at := l.ArchivedAt.UTC()
		l.ArchivedAt = &at
	}
	return l
}

type loftAddressRow struct {
	bun.BaseModel `bun:"table:loft_addresses"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    int64
	City      string
	Street    string
	Zipcode   string
	Country   string
	Longitude float64
	Latitude  float64
}

type loftTypeRow struct {
	bun.BaseModel `bun:"table:loft_types"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    int64
	Package   string
	CreatedBy *int64
	CreatedAt time.Time
}

func (r *loftTypeRow) core() *core.LoftType {
	return &core.LoftType{ID: r.ID, LoftID: r.LoftID, Package: core.Package(r.Package), CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
}

type loftTagRow struct {
	bun.BaseModel `bun:"table:loft_tags"`

	LoftID  int64  `bun:",pk"`
	TagName string `bun:",pk"`
}

type displayFieldRow struct {
	bun.BaseModel `bun:"table:loft_display_fields"`

	LoftID  int64  `bun:",pk"`
	Area    string `bun:",pk"`
	Field   string `bun:",pk"`
	Visible bool
}

// FindLoftByID returns a loft with addresses, current package, tags and display fields.
func (db *DB) FindLoftByID(ctx context.Context, id int64) (*core.Loft, error) {
	lofts, _, err := db.FindLofts(ctx, core.LoftFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(lofts) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Loft not found.")
	}
	return lofts[0], nil
}

// FindLofts returns one page of lofts by name, with their details, and the total.
func (db *DB) FindLofts(ctx context.Context, f core.LoftFilter) ([]*core.Loft, int, error) {
	var rows []loftRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("name, id")
	if f.ID != nil {
		q.Where("id = ?", *f.ID)
	}
	if f.Archived != nil {
		if *f.Archived {
			q.Where("archived_at IS NOT NULL")
		} else {
			q.Where("archived_at IS NULL")
		}
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		cond := "lower(name) LIKE ? OR lower(country) = ? OR id IN (SELECT loft_id FROM loft_addresses WHERE lower(city) LIKE ?)"
		args := []any{like, strings.ToLower(s), like}
		if len(f.Countries) > 0 {
			cond += " OR country IN (?)"
			args = append(args, bun.List(f.Countries))
		}
		q.Where("("+cond+")", args...)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	lofts := make([]*core.Loft, len(rows))
	byID := make(map[int64]*core.Loft, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		lofts[i] = r.core()
		byID[r.ID] = lofts[i]
		ids[i] = r.ID
	}
	if len(ids) == 0 {
		return lofts, n, nil
	}
	return lofts, n, db.loadLoftDetails(ctx, ids, byID)
}

// loadLoftDetails fills the related rows of a page of lofts with one query each.
func (db *DB) loadLoftDetails(ctx context.Context, ids []int64, byID map[int64]*core.Loft) error {
	var addrs []loftAddressRow
	if err := db.conn(ctx).NewSelect().Model(&addrs).Where("loft_id IN (?)", bun.List(ids)).Order("id").Scan(ctx); err != nil {
		return err
	}
	for _, a := range addrs {
		l := byID[a.LoftID]
		l.Addresses = append(l.Addresses, &core.LoftAddress{ID: a.ID, LoftID: a.LoftID, City: a.City, Street: a.Street,
			Zipcode: a.Zipcode, Country: a.Country, Longitude: a.Longitude, Latitude: a.Latitude})
	}
	var types []loftTypeRow
	if err := db.conn(ctx).NewSelect().Model(&types).
		Where("id IN (SELECT max(id) FROM loft_types WHERE loft_id IN (?) GROUP BY loft_id)", bun.List(ids)).Scan(ctx); err != nil {
		return err
	}
	for _, t := range types {
		byID[t.LoftID].Type = t.core()
	}
	var tags []loftTagRow
	if err := db.conn(ctx).NewSelect().Model(&tags).Where("loft_id IN (?)", bun.List(ids)).Order("tag_name").Scan(ctx); err != nil {
		return err
	}
	for _, t := range tags {
		byID[t.LoftID].Tags = append(byID[t.LoftID].Tags, t.TagName)
	}
	var fields []displayFieldRow
	if err := db.conn(ctx).NewSelect().Model(&fields).Where("loft_id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return err
	}
	for _, f := range fields {
		d := byID[f.LoftID].DisplayFields
		if d[f.Area] == nil {
			d[f.Area] = map[string]bool{}
		}
		d[f.Area][f.Field] = f.Visible
	}
	return nil
}

// CreateLoft inserts the loft row and sets its ID and creation time.
func (db *DB) CreateLoft(ctx context.Context, l *core.Loft) error {
	l.CreatedAt = db.now()
	l.SetDefaults()
	row := newLoftRow(l)
	row.ID = 0
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	l.ID = row.ID
	return nil
}

// CreateLoftAddress inserts an address.
func (db *DB) CreateLoftAddress(ctx context.Context, a *core.LoftAddress) error {
	row := &loftAddressRow{LoftID: a.LoftID, City: a.City, Street: a.Street, Zipcode: a.Zipcode,
		Country: a.Country, Longitude: a.Longitude, Latitude: a.Latitude}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	a.ID = row.ID
	return nil
}

// CreateLoftType appends a package change to the loft's history.
func (db *DB) CreateLoftType(ctx context.Context, t *core.LoftType) error {
	t.CreatedAt = db.now()
	row := &loftTypeRow{LoftID: t.LoftID, Package: string(t.Package), CreatedBy: t.CreatedBy, CreatedAt: t.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	t.ID = row.ID
	return nil
}

// SetLoftTags replaces the loft's tags.
func (db *DB) SetLoftTags(ctx context.Context, loftID int64, tags []string) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		if _, err := db.conn(ctx).NewDelete().Model((*loftTagRow)(nil)).Where("loft_id = ?", loftID).Exec(ctx); err != nil {
			return err
		}
		if len(tags) == 0 {
			return nil
		}
		rows := make([]loftTagRow, len(tags))
		for i, t := range tags {
			rows[i] = loftTagRow{LoftID: loftID, TagName: t}
		}
		_, err := db.conn(ctx).NewInsert().Model(&rows).Exec(ctx)
		return mapErr(err, "loft")
	})
}

// SetDisplayFields stores the given switches, leaving the others as they are.
func (db *DB) SetDisplayFields(ctx context.Context, loftID int64, d core.DisplayFields) error {
	var rows []displayFieldRow
	for area, fields := range d {
		for field, visible := range fields {
			rows = append(rows, displayFieldRow{LoftID: loftID, Area: area, Field: field, Visible: visible})
		}
	}
	if len(rows) == 0 {
		return nil
	}
	_, err := db.conn(ctx).NewInsert().Model(&rows).
		On("CONFLICT (loft_id, area, field) DO UPDATE").Set("visible = EXCLUDED.visible").Exec(ctx)
	return mapErr(err, "loft")
}
