package api

// Long because it is the one route table of the API: split, it could no
// longer be read top to bottom in one place.

import "net/http"

// basketRule is who may go into a flight's basket (core.BasketRefusal).
const basketRule = "the bird needs a chip ring and an active status (active or activated reserve); lost, dead or injured birds stay out. " +
	"A hot spot or the final takes only birds whose registration is paid (or that the loft entered); the final, when the season sells " +
	"final flight activation, only birds whose activation is paid."

// draftDoc and unlistedDoc say what visitors do not see yet.
const (
	draftDoc    = "A draft season answers 404, except to the loft's staff and those who manage its seasons."
	unlistedDoc = "A bird of a draft season, or one whose registration is pending, rejected or cancelled, is left out (404) " +
		"except for its fancier and the loft's staff."
)

// fancierManagement is SPEC §6's package rule, for the descriptions of the
// operations it applies to.
const fancierManagement = "fancier management, only in basic or premium lofts (403 for a legacy loft)."

// routes is the table of contents of the API: every operation by resource,
// with who may call it, the method that serves it and the optional part of
// the wiring it needs (an operation is always registered; one whose part is
// missing answers 503). Handlers live in the file named after their resource
// (loft.go, season.go, flight.go, …).
func (s *Server) routes() []area {
	need := s.optional()
	return []area{
		{"public", []route{
			get("/api/health", anyone, s.health).
				doc("get-health", "Backend health", "Pings the database and the live broker; 503 when one fails."),
			get("/api/public/config", anyone, s.publicConfig).
				doc("get-config", "Sign-in configuration for the web app", ""),
			post("/api/public/access", anyone, s.unlockGate).status(http.StatusNoContent).maxBody(4<<10).
				doc("unlock-access", "Pass the site-wide password gate", unlockAccessDoc),
			get("/api/public/countries/{locale}", anyone, s.listCountries).
				doc("list-countries", "List countries in a language", listCountriesDoc),
			post("/api/public/contact", anyone, s.sendContact).status(http.StatusAccepted).maxBody(16<<10).needs(need.contact).
				doc("send-contact", "Write to the operator or to a loft", sendContactDoc),
		}},
		{"user", []route{
			get("/api/custom/v1/user/me", signedIn, s.currentUser).
				doc("get-current-user", "The signed-in user", "Profile (oauth_user) and roles (olr_user). 401 without a valid token."),
			get("/api/custom/v1/user/favorites", signedIn, s.listFavorites).
				doc("list-favorites", "The signed-in user's favourites", ""),
			put("/api/custom/v1/user/favorites/{kind}/{id}", signedIn, s.addFavorite).status(http.StatusNoContent).
				doc("add-favorite", "Follow a loft, team or pigeon", "Idempotent."),
			del("/api/custom/v1/user/favorites/{kind}/{id}", signedIn, s.removeFavorite).
				doc("remove-favorite", "Stop following", ""),
		}},
		{"payouts", []route{
			get("/api/custom/v1/user/seasons/{id}/payout", signedIn, s.getMyPayout).
				doc("get-my-payout", "My payout statement for a season", payoutDoc),
			get("/api/custom/v1/user/seasons/{id}/payout.csv", signedIn, s.exportMyPayoutCSV).with(csvResponse).
				doc("export-my-payout", "My payout statement as CSV", "One line per prize or refund, then the total and what was paid."),
			get("/api/custom/v1/merchant/seasons/{id}/payouts", merchants, s.getPayoutSummary).
				doc("get-payout-summary", "A season's prize money and payouts", getPayoutSummaryDoc),
			get("/api/custom/v1/merchant/seasons/{id}/payouts/{userId}", staff, s.getPayout).
				doc("get-payout", "A fancier's payout statement", "Staff of the loft. "+payoutDoc),
			get("/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/statement.csv", staff, s.exportPayoutCSV).with(csvResponse).
				doc("export-payout", "A fancier's payout statement as CSV", "Staff of the loft."),
			put("/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/status", merchants, s.setPayoutStatus).maxBody(4<<10).
				doc("set-payout-status", "Mark a payout paid or unpaid", setPayoutStatusDoc),
			get("/api/custom/v1/user/seasons/{id}/payout.pdf", signedIn, s.exportMyPayoutPDF).with(pdfResponse).needs(need.payoutPDF).
				doc("export-my-payout-pdf", "My payout statement as PDF", "In the given language (default: yours)."),
			get("/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/statement.pdf", staff, s.exportPayoutPDF).with(pdfResponse).needs(need.payoutPDF).
				doc("export-payout-pdf", "A fancier's payout statement as PDF", "Staff of the loft; in the given language (default: the fancier's)."),
		}},
		{"notifications", needing(need.notices, []route{
			get("/api/custom/v1/user/notifications", signedIn, s.listNotices).
				doc("list-notifications", "The notification centre", listNotificationsDoc),
			get("/api/custom/v1/user/notifications/unread", signedIn, s.countUnreadNotices).
				doc("count-unread-notifications", "The number of unread notices", "What the bell shows; cheap enough to ask each half minute."),
			post("/api/custom/v1/user/notifications/read", signedIn, s.markNoticesRead).status(http.StatusNoContent).maxBody(8<<10).
				doc("mark-notifications-read", "Mark notices read", "The given ids, or every notice when none is given."),
			get("/api/custom/v1/user/notification-settings", signedIn, s.getNoticeSettings).
				doc("get-notification-settings", "Channels per kind of notice", getNotificationSettingsDoc),
			put("/api/custom/v1/user/notification-settings", signedIn, s.saveNoticeSettings).maxBody(8<<10).
				doc("save-notification-settings", "Choose channels per kind of notice", "Only the kinds given change."),
			post("/api/custom/v1/user/push-subscriptions", signedIn, s.subscribePush).status(http.StatusNoContent).maxBody(8<<10).
				doc("add-push-subscription", "Get Web Push on this browser", addPushSubscriptionDoc),
			post("/api/custom/v1/user/push-subscriptions/remove", signedIn, s.unsubscribePush).status(http.StatusNoContent).maxBody(8<<10).
				doc("remove-push-subscription", "Stop Web Push on a browser", ""),
			get("/api/custom/v1/user/pigeon-alerts", signedIn, s.listPigeonAlerts).
				doc("list-pigeon-alerts", "Pigeons and seasons the user is told about when home", ""),
			put("/api/custom/v1/user/pigeons/{id}/alert", signedIn, s.setPigeonAlert).status(http.StatusNoContent).
				doc("set-pigeon-alert", "Tell me when this pigeon is home", setPigeonAlertDoc),
			put("/api/custom/v1/user/seasons/{id}/alert", signedIn, s.setSeasonAlert).status(http.StatusNoContent).
				doc("set-season-alert", "Tell me when my pigeons of a season are home", "Every pigeon of the signed-in user in the season."),
		})},
		{"contracts", []route{
			get("/api/public/seasons/{id}/contracts", anyone, s.listContracts).
				doc("list-season-contracts", "A season's contract, every version", listSeasonContractsDoc),
			post("/api/res/v1/seasons/{id}/contract-files", seasonManagers, s.uploadContractFile).needs(need.uploads).maxBody(21<<20).
				doc("upload-contract-file", "Upload a contract document", uploadContractFileDoc),
			post("/api/res/v1/seasons/{id}/contracts", seasonManagers, s.publishContract).created().maxBody(256<<10).
				doc("publish-season-contract", "Publish a new version of a season's contract", publishSeasonContractDoc),
		}},
		{"media", []route{
			get("/api/public/lofts/{id}/media", anyone, s.getLoftMedia).
				doc("get-loft-media", "A loft's photos and videos", "Albums (newest first) with their photos in three sizes, and video links with their players' addresses."),
			post("/api/res/v1/lofts/{id}/albums", merchants, s.createAlbum).created().maxBody(8<<10).
				doc("create-album", "Create a photo album", "Its merchants; for a season of the loft or for the loft in general."),
			put("/api/res/v1/albums/{albumId}", merchants, s.updateAlbum).maxBody(8<<10).
				doc("update-album", "Rename an album or move it to another season", "The loft's merchants."),
			del("/api/res/v1/albums/{albumId}", merchants, s.deleteAlbum).status(http.StatusNoContent).
				doc("delete-album", "Delete an album and its photos", "The loft's merchants."),
			post("/api/res/v1/albums/{albumId}/photos", merchants, s.addPhoto).needs(need.uploads).created().maxBody(21<<20).
				doc("add-photo", "Add a photo to an album", addPhotoDoc),
			del("/api/res/v1/albums/{albumId}/photos/{fileId}", merchants, s.deletePhoto).status(http.StatusNoContent).
				doc("delete-photo", "Remove a photo from an album", "The loft's merchants."),
			post("/api/res/v1/lofts/{id}/videos", merchants, s.addVideo).created().maxBody(8<<10).
				doc("add-video", "Link a video", "Its merchants; a YouTube or Vimeo link. Visitors' browsers load the player only when they click play."),
			del("/api/res/v1/lofts/{id}/videos/{videoId}", merchants, s.deleteVideo).status(http.StatusNoContent).
				doc("delete-video", "Remove a video link", "Its merchants."),
		}},
		{"store", []route{
			get("/api/store/products", anyone, s.listStoreProducts).
				doc("list-store-products", "A seller's store", listStoreProductsDoc),
			get("/api/store/products/{id}", anyone, s.getStoreProduct).
				doc("get-store-product", "A product of the store", "With its seller. Archived or ended: 404, except to the seller's staff."),
			get("/api/store/lofts", anyone, s.listStoreLofts).
				doc("list-store-lofts", "Lofts that have a store", "Lofts not archived with at least one product on show, by id."),
			get("/api/lofts/{id}/store/products", staff, s.listLoftStoreProducts).
				doc("list-loft-store-products", "Every product of a loft's store", "Its staff; archived ones too, names in English with their translations."),
			post("/api/lofts/{id}/store/products", merchants, s.createLoftStoreProduct).created().maxBody(64<<10).
				doc("create-loft-store-product", "Add a product to a loft's store", "Its merchants."),
			get("/api/admin/store/products", admins, s.listServiceStoreProducts).
				doc("list-service-store-products", "Every product of the service's store", "Admins; archived ones too."),
			post("/api/admin/store/products", admins, s.createServiceStoreProduct).created().maxBody(64<<10).
				doc("create-service-store-product", "Add a product to the service's store", "Admins."),
			put("/api/store/products/{id}", merchants, s.updateStoreProduct).maxBody(64<<10).
				doc("update-store-product", "Change a product", "The seller's merchants (admins for the service); its kind, seller, image and archiving stay."),
			put("/api/store/products/{id}/archived", merchants, s.archiveStoreProduct).maxBody(4<<10).
				doc("archive-store-product", "Withdraw a product or bring it back", "The seller's merchants; never deleted, since orders keep it."),
			post("/api/store/products/{id}/image", merchants, s.setStoreProductImage).maxBody(21<<20).needs(need.uploads).
				doc("set-store-product-image", "Give a product its image", setStoreProductImageDoc),
			get("/api/cart", signedIn, s.getCart).
				doc("get-cart", "My cart", "Grouped per seller, priced now, each line with what keeps it from being bought, if anything."),
			post("/api/cart/lines", signedIn, s.addCartLine).maxBody(4<<10).
				doc("add-cart-line", "Put a product in my cart", addCartLineDoc),
			patch("/api/cart/lines/{id}", signedIn, s.setCartLine).maxBody(4<<10).
				doc("set-cart-line", "Change a line's quantity", setCartLineDoc),
			del("/api/cart/lines/{id}", signedIn, s.removeCartLine).
				doc("remove-cart-line", "Take a line out of my cart", "Another user's line answers 404."),
		}},
		{"lofts", []route{
			get("/api/public/lofts", anyone, s.listLofts).
				doc("list-lofts", "List lofts", listLoftsDoc),
			get("/api/public/lofts/{id}", anyone, s.getLoft).
				doc("get-loft", "Get a loft", getLoftDoc),
			post("/api/res/v1/lofts/{id}/images/{kind}", merchants, s.setLoftImage).maxBody(21<<20).needs(need.uploads).
				doc("set-loft-image", "Give a loft its logo or cover image", setLoftImageDoc),
			del("/api/res/v1/lofts/{id}/images/{kind}", merchants, s.deleteLoftImage).status(http.StatusNoContent).
				doc("delete-loft-image", "Remove a loft's logo or cover image", "Its merchants and admins."),
			get("/api/custom/v1/admin/lofts", admins, s.listAdminLofts).
				doc("list-admin-lofts", "List lofts for administration", listAdminLoftsDoc),
			get("/api/custom/v1/admin/lofts/{id}", admins, s.getAdminLoft).
				doc("get-admin-loft", "Get a loft's administration view", getAdminLoftDoc),
			post("/api/res/v1/lofts", admins, s.createLoft).created().maxBody(64<<10).
				doc("create-loft", "Create a loft", createLoftDoc),
			put("/api/res/v1/lofts/{id}", admins, s.updateLoft).maxBody(64<<10).
				doc("update-loft", "Edit a loft's details", updateLoftDoc),
			del("/api/res/v1/lofts/{id}", admins, s.deleteLoft).
				doc("delete-loft", "Delete a loft without seasons", "Admins. A loft with seasons answers 409: archive it instead."),
			post("/api/res/v1/lofts/{id}/archive", admins, s.archiveLoft).
				doc("archive-loft", "Archive a loft", archiveLoftDoc),
			post("/api/res/v1/lofts/{id}/unarchive", admins, s.unarchiveLoft).
				doc("unarchive-loft", "Bring an archived loft back", "Admins. 409 when not archived."),
			post("/api/res/v1/lofts/{id}/addresses", admins, s.createLoftAddress).created().maxBody(8<<10).
				doc("create-loft-address", "Add an address to a loft", "Admins. City, street and zipcode are required (SPEC §5)."),
			put("/api/res/v1/lofts/{id}/addresses/{addressId}", admins, s.updateLoftAddress).maxBody(8<<10).
				doc("update-loft-address", "Change an address of a loft", "Admins. City, street and zipcode are required (SPEC §5)."),
			del("/api/res/v1/lofts/{id}/addresses/{addressId}", admins, s.deleteLoftAddress).
				doc("delete-loft-address", "Remove an address of a loft", "Admins."),
			post("/api/res/v1/lofts/{id}/packages", admins, s.changeLoftPackage).status(http.StatusNoContent).maxBody(4<<10).
				doc("change-loft-package", "Change a loft's package", changeLoftPackageDoc),
			get("/api/res/v1/lofts/{id}/subscriptions", admins, s.listLoftSubscriptions).
				doc("list-loft-subscriptions", "List a loft's subscriptions", "Admins. Package periods by start."),
			post("/api/res/v1/lofts/{id}/subscriptions", admins, s.createLoftSubscription).created().maxBody(4<<10).
				doc("create-loft-subscription", "Add a subscription", createLoftSubscriptionDoc),
			post("/api/res/v1/lofts/{id}/subscriptions/{subscriptionId}/end", admins, s.endLoftSubscription).maxBody(4<<10).
				doc("end-loft-subscription", "End a subscription early", "Admins. The new last day lies within the period, before its last day."),
			del("/api/res/v1/lofts/{id}/subscriptions/{subscriptionId}", admins, s.deleteLoftSubscription).
				doc("delete-loft-subscription", "Remove a subscription", "Admins. Recorded in the loft's history."),
			get("/api/custom/v1/staff/lofts/{id}/notes", staff, s.listLoftNotes).
				doc("list-loft-notes", "List a loft's notes", "Staff of the loft (agents read) and admins; newest first. Never public."),
			post("/api/custom/v1/staff/lofts/{id}/notes", merchants, s.createLoftNote).created().maxBody(32<<10).
				doc("create-loft-note", "Add a note to a loft", "Merchants of the loft and admins."),
			del("/api/custom/v1/staff/lofts/{id}/notes/{noteId}", merchants, s.deleteLoftNote).
				doc("delete-loft-note", "Remove a note of a loft", "Merchants of the loft and admins; the history keeps its text."),
			get("/api/custom/v1/merchant/lofts/{id}/payee", merchants, s.getLoftPayee).
				doc("get-loft-payee", "Who fanciers of a loft pay", "Merchants of the loft and admins. Absent: the server's default account applies."),
			put("/api/custom/v1/merchant/lofts/{id}/payee", merchants, s.setLoftPayee).maxBody(8<<10).
				doc("set-loft-payee", "Set who fanciers of a loft pay", payeeDoc+" All fields empty: removed."),
			get("/api/custom/v1/merchant/seasons/{id}/payee", merchants, s.getSeasonPayee).
				doc("get-season-payee", "Who fanciers of a season pay", "Merchants of the season's loft and admins. Absent: the loft's payee applies."),
			put("/api/custom/v1/merchant/seasons/{id}/payee", merchants, s.setSeasonPayee).maxBody(8<<10).
				doc("set-season-payee", "Set who fanciers of a season pay", payeeDoc+" All fields empty: removed, the loft's applies."),
		}},
		{"campaigns", []route{
			get("/api/custom/v1/merchant/lofts/{id}/campaigns", merchants, s.listLoftCampaigns).
				doc("list-loft-campaigns", "A loft's discount campaigns", campaignsDoc+" Newest first, with uses and coupons counted."),
			post("/api/custom/v1/merchant/lofts/{id}/campaigns", merchants, s.createLoftCampaign).created().maxBody(8<<10).
				doc("create-loft-campaign", "Start a loft's campaign", campaignsDoc+" A percentage (basis points) or an amount off, never both."),
			get("/api/custom/v1/admin/campaigns", admins, s.listServiceCampaigns).
				doc("list-service-campaigns", "The service's discount campaigns", "Admins. Newest first, with uses and coupons counted."),
			post("/api/custom/v1/admin/campaigns", admins, s.createServiceCampaign).created().maxBody(8<<10).
				doc("create-service-campaign", "Start a campaign of the service", "Admins. It discounts the service's own store sales."),
			get("/api/custom/v1/merchant/campaigns/{id}", merchants, s.getCampaign).
				doc("get-campaign", "One campaign", campaignsDoc),
			put("/api/custom/v1/merchant/campaigns/{id}", merchants, s.updateCampaign).maxBody(8<<10).
				doc("update-campaign", "Change a campaign", campaignsDoc+" Its loft stays; uses so far stay counted."),
			post("/api/custom/v1/merchant/campaigns/{id}/coupons", merchants, s.generateCoupons).created().maxBody(1<<10).
				doc("generate-coupons", "Generate single-use coupons", campaignsDoc+" 1 to 1000 a batch; export them as CSV."),
			get("/api/custom/v1/merchant/campaigns/{id}/coupons.csv", merchants, s.exportCoupons).with(csvResponse).
				doc("export-coupons", "A campaign's coupons as CSV", campaignsDoc+" Columns code, used, used_at (UTC), in the order made."),
			put("/api/custom/v1/merchant/campaigns/{id}/promo-code", merchants, s.setPromoCode).maxBody(1<<10).
				doc("set-promo-code", "Set a campaign's shared promotional code", campaignsDoc+" The code it had redeems no more; "+
					"a code of another campaign answers 400."),
		}},
		{"pedigree", s.pedigreeRoutes(need)},
		{"auctions", s.auctionRoutes()},
		{"sale", needing(need.orders, s.saleRoutes())},
		{"staff", []route{
			get("/api/custom/v1/merchant/lofts/{id}/permissions", merchants, s.listLoftStaff).
				doc("list-loft-staff", "List a loft's merchants and agents", "Merchants of the loft and admins."),
			post("/api/custom/v1/merchant/lofts/{id}/permissions", merchants, s.addLoftStaff).created().maxBody(8<<10).
				doc("add-loft-staff", "Add a person to a loft's staff by e-mail", addLoftStaffDoc),
			put("/api/custom/v1/merchant/lofts/{id}/permissions/{userId}", merchants, s.setLoftPermission).status(http.StatusNoContent).
				doc("set-loft-permission", "Set a user's role on a loft", setLoftPermissionDoc),
			del("/api/custom/v1/merchant/lofts/{id}/permissions/{userId}", merchants, s.removeLoftPermission).
				doc("remove-loft-permission", "Take a user's role on a loft away", removeLoftPermissionDoc),
			get("/api/custom/v1/staff/available-teams/{id}", staff, s.listAvailableTeams).
				doc("list-available-teams", "Teams of a season's loft", "SPEC §7; the id names a season. Staff of the loft; "+fancierManagement),
			get("/api/custom/v1/staff/available-users/{loftId}/{seasonId}", staff, s.listAvailableUsers).
				doc("list-available-users", "Fanciers of a loft", "SPEC §7: users with a team in the loft. Staff of the loft; "+fancierManagement),
			get("/api/custom/v1/staff/lofts/{id}/fanciers", staff, s.listLoftFanciers).
				doc("list-loft-fanciers", "Search a loft's fanciers", listLoftFanciersDoc),
			get("/api/custom/v1/staff/lofts/{id}/customers", staff, s.listLoftCustomers).
				doc("list-loft-customers", "List a loft's customers", listLoftCustomersDoc),
		}},
		{"users (admin)", []route{
			get("/api/custom/v1/admin/users", admins, s.listUsers).
				doc("list-users", "List users", "Admins: by last and first name, paged; search matches name or e-mail, role filters by "+
					"admin, season_admin (extended season permission), merchant or agent (of any loft) or blocked. Roles at a glance."),
			get("/api/custom/v1/admin/users/{id}", admins, s.getUser).
				doc("get-user", "Get a user", "Admins: profile, roles, permissions per loft and the history of role changes."),
			put("/api/res/v1/users/{id}/roles", admins, s.setUserRoles).maxBody(1<<10).
				doc("set-user-roles", "Grant or revoke admin and the extended season permission", setUserRolesDoc),
			post("/api/res/v1/users/{id}/block", admins, s.blockUser).
				doc("block-user", "Block a user", blockUserDoc),
			post("/api/res/v1/users/{id}/unblock", admins, s.unblockUser).
				doc("unblock-user", "Unblock a user", "Admins; the user signs in again. 409 when not blocked. Recorded."),
			post("/api/res/v1/users/{id}/verification", admins, s.sendUserVerification).status(http.StatusNoContent).needs(need.accounts).
				doc("send-user-verification", "Resend the verification mail", sendUserVerificationDoc),
		}},
		{"admin tools", []route{
			get("/api/custom/v1/admin/tools/{list}", admins, s.listAdminRows).
				doc("list-admin-rows", "List orders, flights, teams … over every loft", listAdminRowsDoc),
			get("/api/public/product-categories", anyone, s.listCatalogCategories).
				doc("list-product-categories", "List the product categories", "By position, with translations; products show under them."),
			post("/api/res/v1/product-categories", admins, s.createCatalogCategory).created().maxBody(8<<10).
				doc("create-product-category", "Add a product category", "Admins; it comes last."),
			put("/api/res/v1/product-categories/{id}", admins, s.updateCatalogCategory).maxBody(8<<10).
				doc("update-product-category", "Rename a product category", "Admins; the translations sent replace the old ones."),
			put("/api/res/v1/product-categories-order", admins, s.orderCatalogCategories).maxBody(16<<10).
				doc("order-product-categories", "Order the product categories", "Admins; every category's id once."),
			del("/api/res/v1/product-categories/{id}", admins, s.deleteCatalogCategory).
				doc("delete-product-category", "Remove an unused product category", "Admins; 409 while products use it."),
		}},
		{"seasons", []route{
			get("/api/public/lofts/{id}/seasons", anyone, s.listLoftSeasons).
				doc("list-loft-seasons", "List a loft's seasons", "Newest first."),
			get("/api/public/seasons", anyone, s.browseSeasons).
				doc("browse-seasons", "Browse seasons across lofts", browseSeasonsDoc),
			get("/api/public/seasons/{id}", anyone, s.getSeason).
				doc("get-season", "Get a season", ""),
			get("/api/public/seasons/{id}/details", anyone, s.getSeasonDetails).
				doc("get-season-details", "A season's page", getSeasonDetailsDoc),
			get("/api/public/seasons/{id}/summary", anyone, s.getSeasonSummary).
				doc("get-season-summary", "A season's summary", getSeasonSummaryDoc),
			get("/api/custom/v1/user/seasons", signedIn, s.listMySeasons).
				doc("list-my-seasons", "My seasons", listMySeasonsDoc),
			get("/api/custom/v1/admin/seasons", seasonManagers, s.listAdminSeasons).
				doc("list-admin-seasons", "List the seasons the caller manages", listAdminSeasonsDoc),
			get("/api/custom/v1/admin/seasons/{id}", seasonManagers, s.getAdminSeason).
				doc("get-admin-season", "Get a season for its administration", getAdminSeasonDoc),
			post("/api/res/v1/seasons", seasonManagers, s.createSeason).created().maxBody(64<<10).
				doc("create-season", "Create a season", createSeasonDoc),
			put("/api/res/v1/seasons/{id}", seasonManagers, s.updateSeason).maxBody(64<<10).
				doc("update-season", "Edit a season's settings", updateSeasonDoc),
			post("/api/res/v1/seasons/{id}/copy", seasonManagers, s.copySeason).created().maxBody(4<<10).
				doc("copy-season", "Copy a season", copySeasonDoc),
			put("/api/res/v1/seasons/{id}/state", seasonManagers, s.changeSeasonState).
				doc("change-season-state", "Change a season's state", changeSeasonStateDoc),
			get("/api/res/v1/due-dates", anyone, s.listDueDates).
				doc("list-due-dates", "List a season's due dates", "SPEC §7: the season comes in the SeasonId header; sorted by category id. "+draftDoc),
			post("/api/res/v1/due-dates", seasonManagers, s.createDueDate).created().
				doc("create-due-date", "Add a due date", "The season comes in the SeasonId header; checked against its other due dates (SPEC §5)."),
			put("/api/res/v1/due-dates/{id}", seasonManagers, s.updateDueDate).
				doc("update-due-date", "Change a due date", ""),
			del("/api/res/v1/due-dates/{id}", seasonManagers, s.deleteDueDate).
				doc("delete-due-date", "Remove a due date", ""),
		}},
		{"products", []route{
			get("/api/public/lofts/{id}/products", anyone, s.listLoftProducts).
				doc("list-loft-products", "List a loft's packages", "The products of the loft's seasons, or of one season; drafts' only for those who run the loft."),
			get("/api/custom/v1/merchant/products/{id}", anyone, s.listMerchantProducts).
				doc("list-merchant-products", "List products of a season or loft", listMerchantProductsDoc),
			post("/api/res/v1/seasons/{id}/products", seasonManagers, s.createProduct).created().
				doc("create-product", "Add a product to a season", ""),
			put("/api/res/v1/products/{id}", seasonManagers, s.updateProduct).
				doc("update-product", "Change a product", updateProductDoc),
			del("/api/res/v1/products/{id}", seasonManagers, s.deleteProduct).
				doc("delete-product", "Remove a product no registration uses", ""),
		}},
		{"teams", []route{
			get("/api/public/lofts/{id}/teams", anyone, s.listLoftTeams).
				doc("list-loft-teams", "List a loft's teams (fanciers)", "By name, paged; with season_id only teams with pigeons in that season. Pigeons count as get-pigeon shows them."),
			get("/api/public/lofts/{id}/teams/{teamId}", anyone, s.getLoftTeam).
				doc("get-loft-team", "Get a team with its pigeons", "The pigeons get-pigeon shows the caller."),
			post("/api/res/v1/teams", signedIn, s.createTeam).created().maxBody(4<<10).
				doc("create-team", "Create a team", createTeamDoc),
			put("/api/res/v1/teams/{id}", signedIn, s.updateTeam).maxBody(4<<10).
				doc("update-team", "Rename a team or change its country", updateTeamDoc),
			put("/api/res/v1/teams/{id}/owner", staff, s.giveTeam).maxBody(4<<10).
				doc("give-team", "Give a team to another user", giveTeamDoc),
			del("/api/res/v1/teams/{id}", signedIn, s.deleteTeam).
				doc("delete-team", "Delete a team", deleteTeamDoc),
			get("/api/res/v1/teams/{id}/history", staff, s.getTeamHistory).
				doc("get-team-history", "A team's history", "Who created, renamed, gave away the team and when, newest first. Staff of the loft."),
		}},
		{"pigeons", []route{
			get("/api/public/pigeon-search", anyone, s.searchRing).
				doc("search-ring", "Find a pigeon by its ring", "Across lofts and seasons, newest season first; the birds the public pages show "+
					"(and the reader's own, except in draft seasons). 400 on field ring unless it has 4 to 32 letters and digits."),
			get("/api/public/pigeons/{id}", anyone, s.getPigeon).
				doc("get-pigeon", "Get a pigeon with its status history, races and aces", unlistedDoc),
			get("/api/public/seasons/{id}/pigeons", anyone, s.listSeasonPigeons).
				doc("list-season-pigeons", "List a season's pigeons", "By ring, paged; search matches ring or name. "+draftDoc+" "+unlistedDoc),
			post("/api/res/v1/pigeon-statuses", staff, s.createPigeonStatus).created().maxBody(16<<10).
				doc("create-pigeon-status", "Add a pigeon status", createPigeonStatusDoc),
			del("/api/res/v1/pigeons/{id}", merchants, s.deletePigeon).
				doc("delete-pigeon", "Remove a pigeon", "Merchants of the loft; a pigeon used in a flight or an order stays."),
		}},
		{"intake", []route{
			post("/api/res/v1/seasons/{id}/chips", staff, s.assignChip).maxBody(4<<10).
				doc("assign-chip", "Give a pigeon its chip ring", assignChipDoc),
			post("/api/res/v1/seasons/{id}/chips/import", staff, s.importChips).maxBody(3<<20).
				doc("import-chips", "Give pigeons their chip rings from a file", importChipsDoc),
			post("/api/res/v1/seasons/{id}/pigeon-statuses", staff, s.setSeasonStatuses).maxBody(64<<10).
				doc("set-season-pigeon-statuses", "Give a selection of pigeons a status", setSeasonPigeonStatusesDoc),
			get("/api/res/v1/seasons/{id}/stock", staff, s.getSeasonStock).
				doc("get-season-stock", "Count a season's pigeons", getSeasonStockDoc),
		}},
		{"news", []route{
			get("/api/public/lofts/{id}/news", anyone, s.listLoftNews).
				doc("list-loft-news", "List a loft's published news", "Newest first, paged."),
			get("/api/public/news/{id}", anyone, s.getNews).
				doc("get-news", "Get a published news article", "With its body as Markdown and as sanitised HTML."),
			get("/api/res/v1/lofts/{id}/news", merchants, s.listStaffNews).
				doc("list-staff-news", "A loft's news for its merchants", "Drafts and scheduled articles too, with their state; newest first, paged; search in titles."),
			post("/api/res/v1/lofts/{id}/news", merchants, s.createNews).created().maxBody(128<<10).
				doc("create-news", "Write a loft's news article", createNewsDoc),
			put("/api/res/v1/news/{id}", merchants, s.updateNews).maxBody(128<<10).
				doc("update-news", "Edit a news article", "Its loft's merchants and admins; making it a draft unpublishes it. Changes recorded in the audit log."),
			del("/api/res/v1/news/{id}", merchants, s.deleteNews).status(http.StatusNoContent).
				doc("delete-news", "Delete a news article", "Its loft's merchants and admins; the audit log keeps what it said."),
			post("/api/res/v1/news/{id}/files", merchants, s.addNewsFile).created().maxBody(21<<20).needs(need.uploads).
				doc("add-news-file", "Add a cover image or an attachment to an article", addNewsFileDoc),
			del("/api/res/v1/news/{id}/files/{fileId}", merchants, s.deleteNewsFile).status(http.StatusNoContent).
				doc("delete-news-file", "Remove a file from an article", "Its loft's merchants."),
			get("/api/custom/v1/admin/news", admins, s.listAllNews).
				doc("list-all-news", "Every loft's news, for moderation", "Admins: drafts and scheduled too, newest first, paged; one loft or all, search in titles."),
		}},
		{"registration", []route{
			get("/api/custom/v1/user/{userId}/seasons/{seasonId}", signedIn, s.getUserSeason).
				doc("get-user-season", "A user's season", getUserSeasonDoc),
			get("/api/custom/v1/user/{userId}/pigeons/{seasonId}", signedIn, s.listUserPigeons).
				doc("list-user-pigeons", "A user's pigeons in a season", ""),
		}},
		{"flights", []route{
			get("/api/public/running-flights", anyone, s.listRunningFlights).
				doc("list-running-flights", "List running races across lofts", listRunningFlightsDoc),
			get("/api/public/upcoming-flights", anyone, s.listUpcomingFlights).
				doc("list-upcoming-flights", "List upcoming releases across lofts", listUpcomingFlightsDoc),
			get("/api/public/lofts/{id}/calendar.ics", anyone, s.getLoftCalendar).with(icsResponse).
				doc("get-loft-calendar", "A loft's race calendar (iCal)", getLoftCalendarDoc),
			get("/api/public/lofts/{id}/flights", anyone, s.listLoftFlights).
				doc("list-loft-flights", "List a loft's flights", "Newest release first, paged; optionally one state or one season."),
			get("/api/public/flights/{id}", anyone, s.getFlight).
				doc("get-flight", "Get a flight", "With its season and loft, the loft unit, map options, display fields and counts."),
			get("/api/public/flights/{id}/results", anyone, s.listFlightResults).with(s.resultPageResponses).
				doc("list-flight-results", "List a flight's results", listFlightResultsDoc),
			get("/api/public/flights/{id}/results.csv", anyone, s.exportFlightResults).with(csvResponse).
				doc("export-flight-results", "Export a flight's results as CSV", exportFlightResultsDoc),
			get("/api/public/flights/{id}/results.xlsx", anyone, s.exportFlightResultsXLSX).with(xlsxResponse).
				doc("export-flight-results-xlsx", "Export a flight's results as XLSX", exportFlightResultsXLSXDoc),
			get("/api/public/flights/{id}/results.pdf", anyone, s.exportFlightResultsPDF).with(pdfResponse).needs(need.resultsPDF).
				doc("export-flight-results-pdf", "A flight's results as a printable PDF", exportFlightResultsPDFDoc),
			get("/api/public/flights/{id}/clock-log", anyone, s.exportClockLog).with(ndjsonResponse).
				doc("export-clock-log", "Download a flight's sealed clock log", exportClockLogDoc),
			get("/api/public/flights/{id}/clock-log/seal", anyone, s.getClockLogSeal).
				doc("get-clock-log-seal", "A flight's clock log seal", getClockLogSealDoc),
			get("/api/public/flights/{id}/basketings", anyone, s.listFlightBasketings).
				doc("list-flight-basketings", "List a flight's basketing list", "By basketing time, paged."),
			get("/api/public/flights/{id}/weather", anyone, s.getFlightWeather).
				doc("get-flight-weather", "Weather on a flight's map", "From the Windy point forecast (model GFS), cached; at lat/lon or the loft, rounded to a grid of 0.1° "+
					"(the answer's latitude and longitude). A client may ask for 30 cells an hour that nobody asked for in the last 30 minutes (429 beyond)."),
			get("/api/public/seasons/{id}/aces", anyone, s.listSeasonAces).
				doc("list-season-aces", "Rank a season's ace pigeons", acesDoc),
			get("/api/custom/v1/user/flights/{id}/pigeons", signedIn, s.listMyFlightPigeons).
				doc("list-my-flight-pigeons", "List your pigeons in a flight", listMyFlightPigeonsDoc),
			post("/api/res/v1/flights", merchants, s.createFlight).created().maxBody(16<<10).
				doc("create-flight", "Create a flight", "Merchants of the season's loft."),
			put("/api/res/v1/flights/{id}", merchants, s.updateFlight).maxBody(16<<10).
				doc("update-flight", "Edit a flight", updateFlightDoc),
			post("/api/res/v1/flights/{id}/statuses", merchants, s.createFlightStatus).created().maxBody(4<<10).
				doc("create-flight-status", "Change a flight's state", createFlightStatusDoc),
			put("/api/res/v1/flights/{id}/prize-table", merchants, s.setPrizeTable).maxBody(256<<10).
				doc("set-prize-table", "Set a race's prize money", setPrizeTableDoc),
			del("/api/res/v1/flights/{id}/prize-table", merchants, s.deletePrizeTable).
				doc("delete-prize-table", "Remove a race's prize money", "Merchants of the loft; recorded in the flight's history."),
			get("/api/res/v1/flights/{id}/flags", staff, s.listFraudFlags).
				doc("list-fraud-flags", "Arrivals that look like fraud", listFraudFlagsDoc),
			get("/api/res/v1/flights/{id}/held-arrivals", staff, s.listHeldArrivals).
				doc("list-held-arrivals", "List a flight's arrivals held for review", listHeldArrivalsDoc),
			post("/api/res/v1/flights/{id}/held-arrivals/{pigeonId}/reviews", merchants, s.reviewArrival).created().maxBody(4<<10).
				doc("review-held-arrival", "Accept or reject an arrival held for review", reviewHeldArrivalDoc),
			get("/api/res/v1/flights/{id}/history", staff, s.getFlightHistory).
				doc("get-flight-history", "Get a flight's history", "Staff of the loft: the edits of its details and its state changes, newest first."),
		}},
		{"basketing", []route{
			post("/api/res/v1/basketings", staff, s.createBasketing).created().maxBody(4<<10).
				doc("create-basketing", "Basket a pigeon", "Staff of the loft, before the release; "+basketRule),
			post("/api/res/v1/flights/{id}/basket/scan", staff, s.scanBasketChip).created().maxBody(4<<10).
				doc("scan-basket-chip", "Basket the bird with a scanned chip", scanBasketChipDoc),
			post("/api/res/v1/flights/{id}/basket/import", staff, s.importBasket).maxBody(3<<20).
				doc("import-basket", "Basket the birds of a clock's basketing file", importBasketDoc),
			post("/api/res/v1/flights/{id}/basket/active", staff, s.basketActive).
				doc("basket-active-birds", "Basket every active bird", basketActiveBirdsDoc),
			del("/api/res/v1/flights/{id}/basketings/{pigeonId}", staff, s.deleteBasketing).
				doc("delete-basketing", "Take a bird out of the basket", "Staff of the loft, before the release. 204."),
		}},
		{"devices", []route{
			post("/api/res/v1/devices", merchants, s.createDevice).created().maxBody(4<<10).
				doc("create-device", "Register a device", "Merchants of the loft. The answer holds the device key, shown only once."),
			get("/api/custom/v1/staff/lofts/{id}/devices", staff, s.listLoftDevices).
				doc("list-loft-devices", "Monitor a loft's devices", listLoftDevicesDoc),
			get("/api/custom/v1/staff/lofts/{id}/devices/{deviceId}/telemetry", staff, s.getDeviceTelemetry).
				doc("get-device-telemetry", "Chart a device's history", getDeviceTelemetryDoc),
		}},
		{"device API v1", []route{
			post("/api/device/v1/arrivals", device, s.postArrivals).maxBody(1<<20).with(skipBodyValidation).
				doc("device-post-arrivals", "Send a batch of chip reads", postArrivalsDoc),
			get("/api/device/v1/basket", device, s.getDeviceBasket).
				doc("device-get-basket", "Get the basket of the released flight", deviceGetBasketDoc),
			post("/api/device/v1/heartbeats", device, s.postHeartbeat).status(http.StatusNoContent).maxBody(64<<10).
				doc("device-post-heartbeat", "Report telemetry", devicePostHeartbeatDoc),
		}},
		{"registration", needing(need.orders, []route{
			post("/api/custom/v1/user/orders", signedIn, s.placeOrder).created().maxBody(256<<10).
				doc("place-order", "Register for a season", placeOrderDoc),
			post("/api/custom/v1/user/seasons/{id}/discount", signedIn, s.quoteRegistrationDiscount).maxBody(16<<10).
				doc("quote-registration-discount", "What a code takes off a registration", quoteDiscountDoc),
			get("/api/custom/v1/user/orders", signedIn, s.listMyOrders).
				doc("list-my-orders", "My registrations", "Newest first."),
			get("/api/custom/v1/user/orders/{id}", signedIn, s.getOrder).
				doc("get-order", "One registration", "For its customer and the loft's staff; with history."),
			post("/api/custom/v1/user/orders/{id}/cancel", signedIn, s.cancelOrder).
				doc("cancel-order", "Cancel my registration", "While pending or confirmed and unpaid."),
			post("/api/custom/v1/user/activations", signedIn, s.placeActivation).created().
				doc("place-activation", "Activate reserves or pigeons for the final", placeActivationDoc),
			get("/api/custom/v1/user/orders/{id}/agents", signedIn, s.listOrderAgents).
				doc("list-order-agents", "The agents who can carry an order's pigeons", "For the order's customer: the loft's active agents."),
			post("/api/custom/v1/user/orders/{id}/transports", signedIn, s.requestTransport).created().maxBody(4<<10).
				doc("request-transport", "Ask an agent to carry an order's pigeons", requestTransportDoc),
			put("/api/custom/v1/transports/{id}/status", signedIn, s.answerTransport).maxBody(4<<10).
				doc("answer-transport", "Confirm, reject or cancel a transport request", answerTransportDoc),
			get("/api/custom/v1/staff/lofts/{id}/transports", staff, s.listLoftTransports).
				doc("list-loft-transports", "A loft's transport requests", listLoftTransportsDoc),
			put("/api/custom/v1/user/pigeons/{id}", signedIn, s.updateMyPigeon).
				doc("update-my-pigeon", "Edit one of my pigeons", "Once the registration is confirmed, until the loft assigns the chip ring."),
			get("/api/custom/v1/user/orders/{id}/confirmation", signedIn, s.getConfirmation).with(pdfResponse).needs(need.confirmationPDF).
				doc("get-confirmation", "A registration's confirmation (PDF)", confirmationDoc),
			get("/api/custom/v1/user/confirmation", signedIn, s.getLatestConfirmation).with(pdfResponse).needs(need.confirmationPDF).
				doc("get-latest-confirmation", "The latest registration's confirmation (PDF)", confirmationDoc),
		})},
		{"orders", needing(need.orders, []route{
			put("/api/custom/v1/merchant/orders/{id}/status", staff, s.changeOrderStatus).
				doc("change-order-status", "Move an order on", changeOrderStatusDoc),
			get("/api/custom/v1/merchant/seasons/{id}/orders", staff, s.listSeasonOrders).
				doc("list-season-orders", "A season's orders", listSeasonOrdersDoc),
			get("/api/custom/v1/merchant/seasons/{id}/orders.csv", staff, s.exportSeasonOrders).with(csvResponse).
				doc("export-season-orders", "Export a season's orders as CSV", exportSeasonOrdersDoc),
			get("/api/custom/v1/merchant/seasons/{id}/order-stats", staff, s.getSeasonOrderStats).
				doc("get-season-order-stats", "A season's order statistics", "Closed orders left out (SPEC §4)."),
			get("/api/custom/v1/merchant/seasons/{id}/held-places", staff, s.listHeldPlaces).
				doc("list-held-places", "Who holds a season's places", listHeldPlacesDoc),
		})},
		{"store", []route{
			post("/api/custom/v1/user/store/checkout", signedIn, s.checkout).maxBody(16<<10).
				doc("store-checkout", "Check out a seller's cart", checkoutDoc),
			get("/api/custom/v1/user/store/orders", signedIn, s.listMyStoreOrders).
				doc("list-my-store-orders", "The caller's store orders", "Newest first."),
			get("/api/custom/v1/user/store/orders/{id}", signedIn, s.getStoreOrder).
				doc("get-store-order", "A store order", "Its customer and the seller's staff; how to pay it; the gift cards it bought."),
			put("/api/custom/v1/user/store/orders/{id}/status", signedIn, s.setStoreOrderStatus).maxBody(4<<10).
				doc("set-store-order-status", "Move a store order on", storeOrderStatusDoc),
			post("/api/custom/v1/user/store/orders/{id}/checkout", signedIn, s.startStoreCardPayment).
				doc("start-store-card-payment", "Pay a store order by card", "Creates a Stripe Checkout page; send the browser to its url."),
			get("/api/custom/v1/user/store/orders/{id}/invoice.pdf", signedIn, s.exportStoreInvoice).with(pdfResponse).needs(need.storePDF).
				doc("export-store-invoice", "A store order's invoice as PDF", "Its customer and the seller's staff, once the order is paid (400 before)."),
			get("/api/custom/v1/user/store/orders/{id}/gift-cards.pdf", signedIn, s.exportStoreGiftCards).with(pdfResponse).needs(need.storePDF).
				doc("export-store-gift-cards", "The gift cards a store order bought, to print", "One page per card with its code and value; its customer and the seller's staff."),
			get("/api/custom/v1/user/store/memberships", signedIn, s.listMyMemberships).
				doc("list-my-memberships", "The caller's memberships", "Every period, the latest end first."),
			post("/api/custom/v1/user/gift-cards/lookup", signedIn, s.lookUpGiftCard).maxBody(1<<10).
				doc("look-up-gift-card", "A gift card's balance", "Every look-up counts against the account's and client's tries (429). "+
					"Any code that cannot pay answers 400 \"Gift card wrong or already used\"."),
			get("/api/custom/v1/merchant/lofts/{id}/store/orders", staff, s.listLoftStoreOrders).
				doc("list-loft-store-orders", "A loft's store orders", "Its staff and admins; newest first."),
			get("/api/custom/v1/admin/store/orders", admins, s.listServiceStoreOrders).
				doc("list-service-store-orders", "The service's store orders", "Admins; newest first."),
		}},
		{"payments", needing(need.orders, []route{
			get("/api/custom/v1/user/orders/{id}/payment", signedIn, s.getOrderPayment).
				doc("get-order-payment", "How to pay a registration", "Amount, payee, reference and pay-by date for a transfer, the EPC QR code for euros; whether card works."),
			post("/api/custom/v1/user/orders/{id}/checkout", signedIn, s.startCardPayment).
				doc("start-card-payment", "Pay a confirmed registration by card", "Creates a Stripe Checkout page; send the browser to its url."),
			post("/api/payments/stripe/webhook", cardProvider, s.stripeWebhook).maxBody(1<<20).
				doc("stripe-webhook", "Stripe webhook", stripeWebhookDoc),
		})},
	}
}

// The API description and its schemas, which huma serves.
const (
	openAPIPath = "/api/openapi"
	schemasPath = "/api/schemas"
)

// mounts are the routes outside the API description, in the same table
// style: the description itself, the API docs page, uploaded files and
// metrics on the router, and beside it the live hub's websocket and the
// embedded sign-in provider. Everything else the router does not know is
// the web app (web.go).
func (s *Server) mounts() []mount {
	need := s.optional()
	return []mount{
		{pattern: "GET " + openAPIPath + ".json", byHuma: true},
		{pattern: "GET " + openAPIPath + ".yaml", byHuma: true},
		{pattern: "GET " + openAPIPath + "-3.0.json", byHuma: true},
		{pattern: "GET " + openAPIPath + "-3.0.yaml", byHuma: true},
		{pattern: "GET " + schemasPath + "/{schema}", byHuma: true},
		{pattern: "GET /api/docs", h: http.HandlerFunc(s.apiDocs)},
		{pattern: "GET /api/docs/assets/{name}", h: http.HandlerFunc(s.apiDocsAsset)},
		{pattern: "/api/public/files/*", h: s.files, missing: need.files},
		{pattern: "/metrics", h: s.metrics.handler(s.metricsToken), missing: need.metrics},
		{pattern: "/connection/websocket", h: s.live, missing: need.live, beside: true},
		{pattern: "/sso/*", h: s.withRequest(s.recoverer(s.sso)), missing: need.sso, beside: true},
	}
}
