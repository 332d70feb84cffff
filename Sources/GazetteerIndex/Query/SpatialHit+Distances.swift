extension Array where Element == SpatialHit {
    /// Replaces squared chords with haversine metres and orders by distance, then record number.
    ///
    /// - Precondition: the hits are in chord order (rounding can then only swap near neighbours).
    mutating func finishDistances(origin: DistanceOrigin, index: Gazetteer) {
        for slot in indices {
            let record = self[slot].record
            self[slot].distanceMeters = origin.distanceMeters(
                latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
        }
        for slot in indices.dropFirst() {
            let hit = self[slot]
            var position = slot
            while position > 0 && (self[position - 1].distanceMeters > hit.distanceMeters
                || (self[position - 1].distanceMeters == hit.distanceMeters && self[position - 1].record > hit.record)) {
                self[position] = self[position - 1]
                position -= 1
            }
            self[position] = hit
        }
    }
}
