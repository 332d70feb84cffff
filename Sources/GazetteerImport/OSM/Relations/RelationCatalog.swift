/// The relations of a file that the gazetteer builds, read in a first pass, and the ways they need.
///
/// Relations usually come after the ways they use (and may come anywhere), so the importer reads the file
/// twice: first the relations, into this catalog; then everything, keeping the points of the ways listed
/// here until the areas are built at the end. Memory: the member lists of the relations kept, and a set
/// of their way ids.
struct RelationCatalog: Sendable {
    var plans: [RelationPlan] = []
    /// Ways that some plan uses.
    var memberWays = OSMIDSet()
    /// Outer ways of old-style multipolygons: their records wait for the relation's holes.
    var legacyOuterWays = OSMIDSet()

    init() {}

    /// Adds the plans of one block, in file order.
    mutating func add(_ newPlans: [RelationPlan]) {
        for plan in newPlans {
            for (way, isInner) in zip(plan.ways, plan.innerRoles) {
                memberWays.insert(way)
                if plan.shape == .legacyArea && !isInner { legacyOuterWays.insert(way) }
            }
            plans.append(plan)
        }
    }
}
