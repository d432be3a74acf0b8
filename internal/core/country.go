package core

// CountryFinder finds countries by their names in the product's languages,
// so that a search for "Spain", "España" or "Spanien" finds lofts whose
// country is ES. The locale adapter implements it.
type CountryFinder interface {
	// CountriesNamed returns the ISO 3166 alpha-2 codes of the countries
	// whose name in the language lang (one of Languages; English is always
	// searched too) contains text, ignoring case and accents; none for
	// blank text.
	CountriesNamed(text, lang string) []string
}
