package demo

import (
	"github.com/oneloft/oneloft/internal/core"
)

// serviceShop stocks the service's store: the pedigree membership for 12
// and 24 months, and a gift card.
func (s *seeder) serviceShop() error {
	products := []*core.StoreProduct{
		{Kind: core.StoreMembership, Name: "Pedigree membership, 12 months", Price: 2900, Currency: core.EUR, MembershipMonths: 12,
			Unlocks:     []string{"pedigree"},
			Description: "Pedigrees of your birds, drawn and shared, for a year. Renewing extends from the end of your current period.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "Stammbaum-Mitgliedschaft, 12 Monate", Description: "Stammbäume Ihrer Tauben, gezeichnet und geteilt, ein Jahr lang. Eine Verlängerung schließt an Ihre laufende Mitgliedschaft an."},
				"nl": {Name: "Stamboom-lidmaatschap, 12 maanden", Description: "Stambomen van uw duiven, getekend en gedeeld, een jaar lang."},
				"fr": {Name: "Abonnement pedigree, 12 mois", Description: "Les pedigrees de vos pigeons, dessinés et partagés, pendant un an."},
			}},
		{Kind: core.StoreMembership, Name: "Pedigree membership, 24 months", Price: 4900, Currency: core.EUR, MembershipMonths: 24,
			Unlocks:     []string{"pedigree"},
			Description: "Two years of pedigrees at a lower price per month.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "Stammbaum-Mitgliedschaft, 24 Monate", Description: "Zwei Jahre Stammbäume zu einem günstigeren Monatspreis."},
				"nl": {Name: "Stamboom-lidmaatschap, 24 maanden", Description: "Twee jaar stambomen voor een lagere prijs per maand."},
				"fr": {Name: "Abonnement pedigree, 24 mois", Description: "Deux ans de pedigrees à un prix mensuel réduit."},
			}},
		{Kind: core.StoreGiftCard, Name: "oneloft gift card", Currency: core.EUR, GiftCardAmounts: []int64{2500, 5000, 10000},
			Description: "A gift for a fellow fancier, spent on memberships and anything else in the oneloft store.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "oneloft-Gutschein", Description: "Ein Geschenk für Taubenfreunde, einzulösen für Mitgliedschaften und alles andere im oneloft-Shop."},
				"nl": {Name: "oneloft-cadeaubon", Description: "Een cadeau voor een medeliefhebber, te besteden in de oneloft-winkel."},
			}},
	}
	for _, p := range products {
		if err := s.svc.Shop.CreateProduct(s.ctx, p); err != nil {
			return err
		}
		s.stats.StoreProducts++
	}
	return nil
}

// loftShop stocks a loft's store with a cap, a visit day and, for all but
// the last loft, a calendar, priced in the loft's currency.
func (s *seeder) loftShop(loft *core.Loft, currency core.Currency, calendar bool) error {
	products := []*core.StoreProduct{
		{Kind: core.StoreItem, Name: "Loft cap", Price: 1800, Stock: ptr(25),
			Description: "Embroidered cap in the loft's colours, one size.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "Schirmmütze", Description: "Bestickte Mütze in den Farben des Schlags, Einheitsgröße."},
				"es": {Name: "Gorra del palomar", Description: "Gorra bordada con los colores del palomar, talla única."},
				"pl": {Name: "Czapka z daszkiem", Description: "Haftowana czapka w barwach gołębnika, rozmiar uniwersalny."},
			}},
		{Kind: core.StoreItem, Name: "Visit day at the loft", Price: 3500, Stock: ptr(10), MaxPerOrder: ptr(2),
			Description: "A guided morning at the loft with the manager: training, feeding and the birds up close. Coffee included.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "Besuchstag im Schlag", Description: "Ein geführter Vormittag im Schlag mit dem Betreuer: Training, Fütterung und die Tauben aus der Nähe. Kaffee inklusive."},
				"es": {Name: "Día de visita al palomar", Description: "Una mañana guiada en el palomar con el encargado. Café incluido."},
			}},
	}
	if calendar {
		products = append(products, &core.StoreProduct{Kind: core.StoreItem, Name: "Wall calendar", Price: 1200,
			Description: "Twelve months of the loft's best photographs.",
			Translations: map[string]core.StoreProductText{
				"de": {Name: "Wandkalender", Description: "Zwölf Monate mit den schönsten Fotos des Schlags."},
			}})
	}
	for _, p := range products {
		p.LoftID, p.Currency = &loft.ID, currency
		if err := s.svc.Shop.CreateProduct(s.ctx, p); err != nil {
			return err
		}
		s.stats.StoreProducts++
	}
	return nil
}
