package service

import "github.com/oneloft/oneloft/internal/core"

// What each area needs of the store: the parts of core.Store it calls, so
// an area reads as what it touches and a test may hand it a smaller fake.

// baseStore is the part of the store used by the helpers every area
// shares (transactions, audit, limits, next orders).
type baseStore interface {
	core.Transactor
	core.AuditStore
	core.LoftStore
	core.PigeonStore
	core.SSOStore
	core.SeasonStore
	core.TeamStore
	core.TransportStore
	core.UserStore
}

// accountsStore is the part of the store used by local sign-in.
type accountsStore interface {
	core.Transactor
	core.SSOStore
	core.UserStore
}

// campaignsStore is the part of the store used by discount campaigns.
type campaignsStore interface {
	core.Transactor
	core.AuditStore
	core.CampaignStore
	core.LoftStore
}

// contactStore is the part of the store used by the contact forms.
type contactStore interface {
	core.LoftStore
	core.SSOStore
}

// devicesStore is the part of the store used by clocks and antennas.
type devicesStore interface {
	core.Transactor
	core.ArrivalStore
	core.ClockLogStore
	core.DeviceStore
	core.FlightStore
	core.LoftStore
	core.TelemetryStore
}

// fanciersStore is the part of the store used by teams and customers.
type fanciersStore interface {
	core.Transactor
	core.CustomerStore
	core.DueDateStore
	core.LoftStore
	core.OrderStore
	core.PigeonStore
	core.SeasonStore
	core.TeamStore
	core.UserStore
}

// flightsStore is the part of the store used by flights and running races.
type flightsStore interface {
	core.Transactor
	core.ArrivalStore
	core.FlightStore
	core.LoftStore
	core.PigeonStore
	core.ProductStore
	core.SSOStore
	core.SeasonStore
}

// loftsStore is the part of the store used by lofts, their staff, notes, subscriptions and media.
type loftsStore interface {
	core.Transactor
	core.AuditStore
	core.LoftNoteStore
	core.LoftStore
	core.LoftSubscriptionStore
	core.MediaStore
	core.NewsStore
	core.PayeeStore
	core.SeasonStore
	core.UserStore
}

// newsStore is the part of the store used by loft news.
type newsStore interface {
	core.Transactor
	core.LoftStore
	core.NewsStore
}

// notificationsStore is the part of the store used by the notification centre.
type notificationsStore interface {
	core.DeviceStore
	core.FlightStore
	core.LoftStore
	core.NewsStore
	core.NotificationStore
	core.PigeonStore
	core.SeasonStore
	core.UserStore
}

// ordersStore is the part of the store used by orders, payments, activations and transports.
type ordersStore interface {
	core.Transactor
	core.CampaignStore
	core.ContractStore
	core.DueDateStore
	core.FlightStore
	core.SaleStore
	core.LoftStore
	core.OrderStore
	core.PayeeStore
	core.PaymentStore
	core.PigeonStore
	core.ProductStore
	core.SeasonStore
	core.TeamStore
	core.TransportStore
	core.UserStore
}

// pigeonsStore is the part of the store used by pigeons and their status history.
type pigeonsStore interface {
	core.Transactor
	core.LoftStore
	core.PigeonStore
	core.SeasonStore
	core.TeamStore
}

// prizesStore is the part of the store used by prize tables and payouts.
type prizesStore interface {
	core.Transactor
	core.ArrivalStore
	core.FlightStore
	core.LoftStore
	core.OrderStore
	core.PayoutStore
	core.PigeonStore
	core.SeasonStore
	core.UserStore
}

// resultsStore is the part of the store used by results, live events and aces.
type resultsStore interface {
	core.Transactor
	core.ArrivalReviewStore
	core.ArrivalStore
	core.ClockLogStore
	core.FlightStore
	core.FraudStore
	core.LoftStore
	core.PayoutStore
	core.PigeonStore
	core.SeasonStore
	core.UserStore
}

// seasonsStore is the part of the store used by seasons, due dates, products and contracts.
type seasonsStore interface {
	core.Transactor
	core.AuditStore
	core.CatalogStore
	core.ContractStore
	core.DueDateStore
	core.FlightStore
	core.LoftStore
	core.OrderStore
	core.ProductStore
	core.SeasonBrowseStore
	core.SeasonStore
	core.UserStore
}

// usersStore is the part of the store used by users, identities and favourites.
type usersStore interface {
	core.Transactor
	core.FavoriteStore
	core.LoftStore
	core.SSOStore
	core.TeamStore
	core.UserStore
}

// adminToolsStore is the part of the store used by the admins' tools.
type adminToolsStore interface {
	core.Transactor
	core.AdminListStore
	core.AuditStore
	core.CatalogStore
}

// shopStore is the part of the store used by the store (shop): catalogue,
// carts, store orders, gift cards and memberships.
type shopStore interface {
	core.Transactor
	core.StoreStore
	core.StoreCatalogStore
	core.LoftStore
	core.PayeeStore
	core.UserStore
}

// pedigreeStore is the part of the store used by the pedigree tool.
type pedigreeStore interface {
	core.Transactor
	core.PedigreeStore
	core.RaceEntryStore
	core.UserStore
}

// auctionsStore is the part of the store used by auctions and the sale of
// their lots.
type auctionsStore interface {
	core.Transactor
	core.AuctionStore
	core.AuditStore
	core.LoftStore
	core.PigeonStore
	core.SeasonStore
	core.StoreStore
	core.TeamStore
	core.UserStore
}
