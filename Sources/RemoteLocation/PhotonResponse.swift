import Foundation

/// A Photon answer: a GeoJSON FeatureCollection whose features are points with Photon's
/// properties. Decoding is lenient where servers differ — unknown keys are ignored, a property of
/// an unexpected type reads as absent, `osm_id` may be a number or a string — and strict about
/// the shape: a body without a `features` array is malformed.
struct PhotonResponse: Decodable {
    /// The features that are points with valid coordinates, in the server's order; others are skipped.
    var features: [PhotonFeature]

    private enum CodingKeys: String, CodingKey { case type, features }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let type = try? container.decodeIfPresent(String.self, forKey: .type), type != "FeatureCollection" {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "the type is \"\(type)\", not \"FeatureCollection\"")
        }
        let all = try container.decode([Lenient<PhotonFeature>].self, forKey: .features)
        features = all.compactMap(\.value)
    }

    /// Decodes the body of a response.
    ///
    /// - Throws: ``RemoteServiceError/malformedResponse(reason:)``.
    static func decode(_ data: Data) throws(RemoteServiceError) -> PhotonResponse {
        do {
            return try JSONDecoder().decode(PhotonResponse.self, from: data)
        } catch DecodingError.keyNotFound(let key, _) {
            throw .malformedResponse(reason: "the key \"\(key.stringValue)\" is missing")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw .malformedResponse(reason: context.debugDescription)
        } catch DecodingError.dataCorrupted(let context) {
            let detail = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            throw .malformedResponse(reason: detail)
        } catch {
            throw .malformedResponse(reason: "\(error)")
        }
    }
}

/// One feature: a point and its properties.
struct PhotonFeature: Decodable {
    var latitude: Double
    var longitude: Double
    var properties: PhotonProperties

    private enum CodingKeys: String, CodingKey { case geometry, properties }
    private enum GeometryKeys: String, CodingKey { case type, coordinates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
        let coordinates = try geometry.decode([Double].self, forKey: .coordinates)
        guard coordinates.count >= 2, (-90.0...90.0).contains(coordinates[1]), (-180.0...180.0).contains(coordinates[0]) else {
            throw DecodingError.dataCorruptedError(forKey: .coordinates, in: geometry, debugDescription: "not a point")
        }
        longitude = coordinates[0]
        latitude = coordinates[1]
        properties = (try? container.decode(PhotonProperties.self, forKey: .properties)) ?? PhotonProperties()
    }
}

/// A value that decodes to `nil` instead of failing, so one odd feature does not sink the rest.
private struct Lenient<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: Decoder) throws {
        value = try? Value(from: decoder)
    }
}
