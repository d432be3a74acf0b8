package core

// MsgOwnAncestor refuses a parent that would make a pigeon its own ancestor.
const MsgOwnAncestor = "A pigeon cannot be its own ancestor."

// CheckParents checks a pigeon's sire and dam among the account's pigeons
// (byID): each exists, the sire is not a hen and the dam not a cock, they
// are two birds, and neither is the pigeon itself or one of its
// descendants, which would make it its own ancestor.
func CheckParents(p *PedigreePigeon, byID map[int64]*PedigreePigeon) error {
	f := FieldErrors{}
	check := func(field string, id *int64, wrong Sex, msg string) {
		if id == nil {
			return
		}
		parent, ok := byID[*id]
		switch {
		case !ok:
			f.Add(field, "Choose one of your pigeons.")
		case *id == p.ID || (p.ID != 0 && IsAncestor(p.ID, *id, byID)):
			f.Add(field, MsgOwnAncestor)
		case parent.Sex == wrong:
			f.Add(field, msg)
		}
	}
	check("sire_id", p.SireID, Hen, MsgCockSex)
	check("dam_id", p.DamID, Cock, MsgHenSex)
	if p.SireID != nil && p.DamID != nil && *p.SireID == *p.DamID {
		f.Add("dam_id", "Choose two different birds.")
	}
	return f.Err()
}

// IsAncestor reports whether the pigeon ancestor is among the ancestors of
// the pigeon of, walking sires and dams in byID. A walk meets each bird
// once, so data that already holds a loop cannot make it run for ever.
func IsAncestor(ancestor, of int64, byID map[int64]*PedigreePigeon) bool {
	seen := map[int64]bool{}
	stack := []int64{of}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p, ok := byID[id]
		if !ok || seen[id] {
			continue
		}
		seen[id] = true
		for _, parent := range []*int64{p.SireID, p.DamID} {
			if parent == nil {
				continue
			}
			if *parent == ancestor {
				return true
			}
			stack = append(stack, *parent)
		}
	}
	return false
}

// PedigreeNode is one card of a chart: a pigeon (nil where the pedigree
// does not know the bird) and its parents up to the chart's depth.
type PedigreeNode struct {
	Pigeon    *PedigreePigeon
	Sire, Dam *PedigreeNode
}

// PedigreeTree builds the chart of root over generations (root is the
// first): every position is filled, unknown birds as nodes without a
// pigeon, so that a chart draws the full bracket.
func PedigreeTree(root *PedigreePigeon, generations int, byID map[int64]*PedigreePigeon) *PedigreeNode {
	var build func(p *PedigreePigeon, depth int) *PedigreeNode
	build = func(p *PedigreePigeon, depth int) *PedigreeNode {
		n := &PedigreeNode{Pigeon: p}
		if depth >= generations {
			return n
		}
		var sire, dam *PedigreePigeon
		if p != nil {
			if p.SireID != nil {
				sire = byID[*p.SireID]
			}
			if p.DamID != nil {
				dam = byID[*p.DamID]
			}
		}
		n.Sire, n.Dam = build(sire, depth+1), build(dam, depth+1)
		return n
	}
	return build(root, 1)
}

// Each calls fn for every node of the tree with its generation (the root is
// 1) and its position in that generation (0 first, sires before dams).
func (n *PedigreeNode) Each(fn func(n *PedigreeNode, generation, position int)) {
	var walk func(n *PedigreeNode, g, pos int)
	walk = func(n *PedigreeNode, g, pos int) {
		if n == nil {
			return
		}
		fn(n, g, pos)
		walk(n.Sire, g+1, 2*pos)
		walk(n.Dam, g+1, 2*pos+1)
	}
	walk(n, 1, 0)
}
