package api

import "net/http"

// pedigreeDoc is who may use the pedigree operations.
const pedigreeDoc = "The signed-in account's own pedigree. Editing is free for 60 days from the first use, then needs a membership " +
	"that unlocks it (403 'Your 60-day pedigree trial has ended…'); reading and exporting stay open."

// pedigreeRoutes are the pedigree tool's operations (issue 29), apart from
// the route table for its length.
func (s *Server) pedigreeRoutes(need optional) []route {
	const base = "/api/custom/v1/user/pedigree"
	return []route{
		get(base, signedIn, s.getMyPedigree).
			doc("get-my-pedigree", "My pedigree settings and trial", pedigreeDoc),
		put(base+"/settings", signedIn, s.savePedigreeSettings).maxBody(1<<10).
			doc("save-pedigree-settings", "Set my generations and time zone", pedigreeDoc+" The first call starts the trial."),
		get(base+"/pigeons", signedIn, s.listPedigreePigeons).
			doc("list-pedigree-pigeons", "My pedigree's pigeons", pedigreeDoc+" By ring, paged, searched by ring or name."),
		post(base+"/pigeons", signedIn, s.createPedigreePigeon).created().maxBody(8<<10).
			doc("create-pedigree-pigeon", "Add a pigeon to my pedigree", pedigreeDoc),
		get(base+"/pigeons/{id}", signedIn, s.getPedigreeCard).
			doc("get-pedigree-card", "A pigeon with its races, youngsters and chart", pedigreeDoc+
				" Races are the oneloft races of birds wearing the ring; offspring results roll up its youngsters' races."),
		get(base+"/pigeons/{id}/pedigree.pdf", signedIn, s.exportPedigreePDF).with(pdfResponse).needs(need.pedigreePDF).
			doc("export-pedigree-pdf", "A pigeon's pedigree as PDF", pedigreeDoc+" A4 landscape, the generations of the setting."),
		put(base+"/pigeons/{id}", signedIn, s.updatePedigreePigeon).maxBody(8<<10).
			doc("update-pedigree-pigeon", "Change a pigeon of my pedigree", pedigreeDoc),
		post(base+"/pigeons/{id}/photo", signedIn, s.setPedigreePhoto).maxBody(21<<20).needs(need.uploads).
			doc("set-pedigree-photo", "Give a pigeon of my pedigree its photo", setPedigreePhotoDoc),
		del(base+"/pigeons/{id}/photo", signedIn, s.deletePedigreePhoto).status(http.StatusNoContent).
			doc("delete-pedigree-photo", "Remove a pigeon's photo", pedigreeDoc),
		del(base+"/pigeons/{id}", signedIn, s.deletePedigreePigeon).status(http.StatusNoContent).
			doc("delete-pedigree-pigeon", "Remove a pigeon from my pedigree", pedigreeDoc+" Its youngsters lose it as a parent; its pairs go."),
		get(base+"/fanciers", signedIn, s.listPedigreeFanciers).
			doc("list-pedigree-fanciers", "My breeders", pedigreeDoc),
		post(base+"/fanciers", signedIn, s.createPedigreeFancier).created().maxBody(4<<10).
			doc("create-pedigree-fancier", "Add a breeder", pedigreeDoc),
		put(base+"/fanciers/{id}", signedIn, s.updatePedigreeFancier).maxBody(4<<10).
			doc("update-pedigree-fancier", "Change a breeder", pedigreeDoc),
		del(base+"/fanciers/{id}", signedIn, s.deletePedigreeFancier).status(http.StatusNoContent).
			doc("delete-pedigree-fancier", "Remove a breeder", pedigreeDoc+" Their pigeons keep no breeder."),
		get(base+"/pairs", signedIn, s.listBreedingPairs).
			doc("list-breeding-pairs", "My breeding pairs", pedigreeDoc+" Newest first, with their birds and youngsters counted."),
		post(base+"/pairs", signedIn, s.createBreedingPair).created().maxBody(4<<10).
			doc("create-breeding-pair", "Pair a cock and a hen", pedigreeDoc),
		put(base+"/pairs/{id}", signedIn, s.updateBreedingPair).maxBody(4<<10).
			doc("update-breeding-pair", "Change a pair", pedigreeDoc),
		del(base+"/pairs/{id}", signedIn, s.deleteBreedingPair).status(http.StatusNoContent).
			doc("delete-breeding-pair", "Remove a pair", pedigreeDoc+" Its youngsters keep their parents."),
		post(base+"/import", signedIn, s.importPedigree).maxBody(2200<<10).
			doc("import-pedigree", "Check or import a CSV of pigeons", pedigreeDoc+" Every line is checked first; one problem writes nothing. "+
				"A dry run reports the columns found and each line's problems."),
		get(base+"/export.csv", signedIn, s.exportPedigreeCSV).with(csvResponse).
			doc("export-pedigree", "My pedigree as CSV", pedigreeDoc+" The columns an import reads."),
		get(base+"/fanciers.csv", signedIn, s.exportPedigreeFanciersCSV).with(csvResponse).
			doc("export-pedigree-fanciers", "My breeders as CSV", pedigreeDoc+" Name, loft name, country."),
		get(base+"/pairs.csv", signedIn, s.exportBreedingPairsCSV).with(csvResponse).
			doc("export-breeding-pairs", "My breeding pairs as CSV", pedigreeDoc+" Cock and hen by ring, from, to, rounds, youngsters (ring and hatch date), notes."),
		get("/api/public/pigeons/{id}/pedigree", anyone, s.getSharedPedigree).
			doc("get-shared-pedigree", "The pedigree shared for a race pigeon", "Its owner's pedigree bird of the same ring, when they "+
				"share it; 404 otherwise, and for a bird the viewer may not see ("+unlistedDoc+"). Without the owner's notes."),
	}
}
