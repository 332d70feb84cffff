/// What went wrong in an ``AddLocationViewModel``.
public enum AddLocationError: Error, CustomStringConvertible {
    /// The location service could not search for the query.
    case geocodingFailed(LocationServiceError)
    /// No location with this id is among the current results.
    case unknownLocation(id: String)
    /// The store refused to save the location; its error is wrapped.
    case storeFailed(Error)

    /// A sentence a person can read.
    public var description: String {
        switch self {
        case .geocodingFailed(let error):
            return error.description
        case .unknownLocation(let id):
            return "No search result has the id \"\(id)\"."
        case .storeFailed(let error):
            return "The location could not be saved: \(error)"
        }
    }
}
