import GazetteerTestSupport
import LocationKit
import Testing

@Suite("LocationService contract")
@MainActor
struct LocationServiceContractTests {
    @Test("a blank address is rejected as invalidAddressString, also by the async variant")
    func blankAddresses() async {
        let service = MockLocationService.returning([LocationFixtures.vaduz])
        await LocationServiceScenarios.blankAddressesAreRejected(service: service)
        #expect(service.addresses == LocationServiceScenarios.blankAddresses.flatMap { [$0, $0] })
    }

    @Test("the async variant returns what the completion delivers")
    func asyncAgrees() async {
        let found = await LocationServiceScenarios.asyncGeocodeAgreesWithTheCompletion(
            service: MockLocationService.returning([LocationFixtures.vaduz, LocationFixtures.schaan]), address: "Vaduz"
        )
        #expect(found == [LocationFixtures.vaduz, LocationFixtures.schaan])
    }

    @Test("the async variant waits for an answer from a background queue")
    func asyncBackground() async throws {
        let service = MockLocationService(.answerInBackground { _ in .success([LocationFixtures.berlin]) })
        let found = try await service.geocode(addressString: "Berlin")
        #expect(found == [LocationFixtures.berlin])
    }

    @Test("the async variant throws the service's failure")
    func asyncThrows() async {
        let service = MockLocationService.failing(with: .requestFailed(UnexpectedCall(description: "offline")))
        do {
            let found = try await service.geocode(addressString: "Vaduz")
            Issue.record("found \(found)")
        } catch .requestFailed(let underlying) {
            #expect("\(underlying)" == "offline")
        } catch {
            Issue.record("threw \(error)")
        }
    }

    @Test("validate trims the address and rejects one that is only whitespace")
    func validate() throws {
        #expect(try LocationServiceError.validate(addressString: "  Vaduz\n") == "Vaduz")
        #expect(throws: LocationServiceError.self) {
            try LocationServiceError.validate(addressString: " \t ")
        }
    }

    @Test("errors read as sentences")
    func errorDescriptions() {
        #expect(LocationServiceError.invalidAddressString.description == "The address is empty.")
        #expect(LocationServiceError.requestFailed(UnexpectedCall(description: "timeout")).localizedDescription
            == "The location search failed: timeout")
        #expect(AddLocationError.unknownLocation(id: "42").description == "No search result has the id \"42\".")
    }
}
