extension AmenityRequest {
    /// The classic spelling of ``getAmenities(of:latitude:longitude:radius:completionBlock:)``.
    @available(*, deprecated, renamed: "getAmenities(of:latitude:longitude:radius:completionBlock:)")
    public func getAmeneties(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        getAmenities(of: type, latitude: latitude, longitude: longitude, radius: radius, completionBlock: completionBlock)
    }
}
