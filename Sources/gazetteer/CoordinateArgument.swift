import GazetteerIndex

/// Parses "LAT,LON" (or "LAT LON") into a checked coordinate.
enum CoordinateArgument {
    static func parse(_ text: String) throws -> Coordinate {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2 else {
            throw UsageError(description: "expected LAT,LON, got \"\(text)\"")
        }
        return try coordinate(latitude: parts[0], longitude: parts[1])
    }

    static func coordinate(latitude: String, longitude: String) throws -> Coordinate {
        guard let lat = Double(latitude.trimmingCharacters(in: .whitespaces)), lat.isFinite, abs(lat) <= 90 else {
            throw UsageError(description: "invalid latitude \"\(latitude)\" (expected a number from -90 to 90)")
        }
        guard let lon = Double(longitude.trimmingCharacters(in: .whitespaces)), lon.isFinite, abs(lon) <= 180 else {
            throw UsageError(description: "invalid longitude \"\(longitude)\" (expected a number from -180 to 180)")
        }
        return Coordinate(latitude: lat, longitude: lon)
    }
}

import Foundation
