package api

// auctionRoutes are the pigeon auctions' operations (issue 30): the loft's
// staff put birds up as lots, signed-in fanciers bid, anyone follows.
func (s *Server) auctionRoutes() []route {
	const merchant, public = "/api/custom/v1/merchant", "/api/public"
	return []route{
		get(public+"/lofts/{id}/auctions", anyone, s.listLoftAuctions).
			doc("list-loft-auctions", "A loft's auction lots", "Open and closed lots, soonest end first, with their price; "+
				"the loft's staff see drafts and cancelled lots too, and the reserves."),
		get(public+"/auctions/{id}", anyone, s.getAuctionLot).
			doc("get-auction-lot", "An auction lot and where its bidding stands", "A draft only to the loft's staff (404 otherwise)."),
		get(public+"/auctions/{id}/bids", anyone, s.listAuctionBids).
			doc("list-auction-bids", "A lot's bids, oldest first", "Accepted bids with the price each made, bidders by number; "+
				"a bidder sees their own maximums and refused bids too, the loft's staff every bid."),
		get(public+"/auctions/{id}/bids.csv", anyone, s.exportAuctionBids).with(csvResponse).
			doc("export-auction-bids", "A lot's bid log as CSV", "Once bidding has ended (409 before); the lines of list-auction-bids, "+
				"times in UTC to the nanosecond of the server's clock."),
		post("/api/custom/v1/user/auctions/{id}/bids", signedIn, s.placeBid).maxBody(1<<10).
			doc("place-bid", "Bid on a lot", placeBidDoc),
		post(merchant+"/lofts/{id}/auction-lots", merchants, s.createAuctionLot).created().maxBody(16<<10).
			doc("create-auction-lot", "Put a pigeon of the loft up for auction", lotsDoc),
		put(merchant+"/auction-lots/{id}", merchants, s.updateAuctionLot).maxBody(16<<10).
			doc("update-auction-lot", "Change a draft lot", lotsDoc),
		post(merchant+"/auction-lots/{id}/open", merchants, s.openAuctionLot).
			doc("open-auction-lot", "Open a lot for bids", lotsDoc+" Its end must be in the future."),
		post(merchant+"/auction-lots/{id}/cancel", merchants, s.cancelAuctionLot).
			doc("cancel-auction-lot", "Cancel a lot", lotsDoc+" A draft, or an open lot without bids."),
		get(merchant+"/auction-lots/{id}/history", merchants, s.auctionLotHistory).
			doc("auction-lot-history", "A lot's history", lotsDoc+" Every change and status, newest first."),
	}
}
