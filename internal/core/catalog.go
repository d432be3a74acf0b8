package core

import (
	"context"
	"strings"
)

// CatalogCategory is a product category that admins name, order and
// translate (SPEC §2 admin tools, "product categories"). It only groups and
// names products: what a product does is its kind (ProductCategory), so an
// activation stays an activation whatever category it is shown under.
type CatalogCategory struct {
	ID       int64
	Name     string            // the name in the fallback language (English)
	Position int               // 1 first
	Names    map[string]string // translations by language code
	Products int               // how many products use it; read only
}

// CatalogCategoryNameMax is the longest name, in characters.
const CatalogCategoryNameMax = 64

// Validate checks the name and its translations, one per site language;
// blank translations are dropped (the name stands in for them).
func (c *CatalogCategory) Validate() error {
	f := FieldErrors{}
	c.Name = strings.TrimSpace(c.Name)
	if Required(f, "name", c.Name) {
		MaxLen(f, "name", c.Name, CatalogCategoryNameMax)
	}
	for lang, name := range c.Names {
		field := "names." + lang
		if !IsLanguage(lang) {
			f.Add(field, "The language is not one of the site's.")
			continue
		}
		name = strings.TrimSpace(name)
		if name == "" {
			delete(c.Names, lang) // a blank translation falls back to the name
			continue
		}
		MaxLen(f, field, name, CatalogCategoryNameMax)
		c.Names[lang] = name
	}
	return f.Err()
}

// NameIn is the category's name in lang, else its fallback name.
func (c *CatalogCategory) NameIn(lang string) string {
	if n := c.Names[lang]; n != "" {
		return n
	}
	return c.Name
}

// CatalogStore persists product categories.
type CatalogStore interface {
	// FindCatalogCategories lists every category by position, with its
	// translations and how many products use it.
	FindCatalogCategories(ctx context.Context) ([]*CatalogCategory, error)
	// FindCatalogCategoryByID returns ENOTFOUND when there is no such category.
	FindCatalogCategoryByID(ctx context.Context, id int64) (*CatalogCategory, error)
	// CreateCatalogCategory inserts c last.
	CreateCatalogCategory(ctx context.Context, c *CatalogCategory) error
	// UpdateCatalogCategory stores the name and translations of c
	// (translations not in c are removed); ENOTFOUND when absent.
	UpdateCatalogCategory(ctx context.Context, c *CatalogCategory) error
	// SetCatalogOrder gives the categories ids positions 1, 2, …
	SetCatalogOrder(ctx context.Context, ids []int64) error
	// DeleteCatalogCategory removes an unused category; ENOTFOUND when absent.
	DeleteCatalogCategory(ctx context.Context, id int64) error
}
