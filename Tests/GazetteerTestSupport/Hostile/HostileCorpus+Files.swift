extension HostileCorpus {
    /// Class 3: inputs that are slow when a step is super-linear.
    static var superLinear: [HostileCase] {
        [
            HostileCase(
                "geonames-row-with-130000-alternate-names", .superLinear,
                arguments: ["build", "@many-names.txt", "-o", "@out.gazetteer"],
                outcome: .succeeded(note: nil), created: ["out.gazetteer"]
            ) { directory in
                try directory.write(rowWithAlternateNames(130_000), "many-names.txt")
            },
            HostileCase(
                "batch-of-64-mib-without-a-line-feed", .superLinear,
                arguments: ["search", "--batch", "@queries.txt", "--index", "@index.gazetteer"],
                outcome: .succeeded(note: nil)
            ) { directory in
                try directory.write(try smallIndex(), "index.gazetteer")
                try directory.write([UInt8](repeating: 0x61, count: 64 << 20), "queries.txt")
            },
            HostileCase(
                "pbf-nodes-in-descending-id-order", .superLinear,
                arguments: ["build", "@descending.osm.pbf", "-o", "@out.gazetteer"],
                outcome: .succeeded(note: nil), created: ["out.gazetteer"]
            ) { directory in
                try directory.write(PBFBuilder.descendingNodes(count: 400_000), "descending.osm.pbf")
            },
        ]
    }

    /// Class 4: arguments and side files far beyond what a build can use.
    static var unboundedResources: [HostileCase] {
        [
            HostileCase(
                "threads-100000", .unboundedResource,
                arguments: ["build", "@places.txt", "-o", "@out.gazetteer", "--threads", "100000"],
                outcome: .succeeded(note: "--threads"), created: ["out.gazetteer"]
            ) { directory in
                try directory.write(placesText, "places.txt")
            },
            HostileCase(
                "admin1-side-file-of-1-gb", .unboundedResource,
                arguments: ["build", "@places.txt", "--admin1", "@admin1.txt", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["admin1.txt", "larger than"])
            ) { directory in
                try directory.write(placesText, "places.txt")
                try directory.sparse("admin1.txt", size: 1 << 30)
            },
            HostileCase(
                "countries-side-file-of-1-gb-next-to-the-input", .unboundedResource,
                arguments: ["build", "@places.txt", "-o", "@out.gazetteer"],
                outcome: .refused(mentioning: ["countryInfo.txt", "larger than"])
            ) { directory in
                try directory.write(placesText, "places.txt")
                try directory.sparse("countryInfo.txt", size: 1 << 30)
            },
        ]
    }

    /// Class 5: FIFOs, devices, sockets and standard input where a file is expected.
    static var specialFiles: [HostileCase] {
        return [
            HostileCase("fifo-as-input", .specialFile, arguments: ["build", "@pipe", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["pipe", "FIFO"])) { try $0.fifo("pipe") },
            HostileCase("fifo-as-admin1", .specialFile,
                        arguments: ["build", "@places.txt", "--admin1", "@pipe", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["pipe", "FIFO"])) { try writePlaces($0); try $0.fifo("pipe") },
            HostileCase("fifo-as-countries-next-to-the-input", .specialFile,
                        arguments: ["build", "@places.txt", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["countryInfo.txt", "FIFO"])) { try writePlaces($0); try $0.fifo("countryInfo.txt") },
            HostileCase("fifo-as-output", .specialFile, arguments: ["build", "@places.txt", "-o", "@pipe"],
                        outcome: .refused(mentioning: ["pipe", "FIFO"])) { try writePlaces($0); try $0.fifo("pipe") },
            HostileCase("fifo-as-index", .specialFile, arguments: ["search", "vaduz", "--index", "@pipe"],
                        outcome: .refused(mentioning: ["pipe", "FIFO"])) { try $0.fifo("pipe") },
            HostileCase("fifo-as-batch-file", .specialFile,
                        arguments: ["search", "--batch", "@pipe", "--index", "@index.gazetteer"],
                        outcome: .refused(mentioning: ["pipe", "FIFO", "--batch -"], status: 64)) { directory in
                try directory.write(try smallIndex(), "index.gazetteer")
                try directory.fifo("pipe")
            },
            HostileCase("character-device-as-batch-file", .specialFile,
                        arguments: ["search", "--batch", "/dev/zero", "--index", "@index.gazetteer"],
                        outcome: .refused(mentioning: ["/dev/zero", "device"], status: 64)) { try $0.write(try smallIndex(), "index.gazetteer") },
            HostileCase("socket-as-input", .specialFile, arguments: ["build", "@endpoint", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["endpoint", "a socket"])) { try $0.socket("endpoint") },
            HostileCase("character-device-as-input", .specialFile, arguments: ["build", "/dev/zero", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["/dev/zero", "character device"])) { _ in },
            HostileCase("standard-input-as-input", .specialFile, arguments: ["build", "-", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["standard input"])) { _ in },
            HostileCase("directory-as-input", .specialFile, arguments: ["build", "@.", "-o", "@out.gazetteer"],
                        outcome: .refused(mentioning: ["directory"])) { _ in },
        ]
    }

    /// Class 6: an output path that names, one way or another, a file the build reads.
    static var givenFiles: [HostileCase] {
        let refused = HostileCase.Outcome.refused(mentioning: ["same file"])
        return [
            HostileCase("output-is-the-input", .givenFile, arguments: ["build", "@places.txt", "-o", "@places.txt"],
                        outcome: refused) { try writePlaces($0) },
            HostileCase("output-is-a-symlink-to-the-input", .givenFile, arguments: ["build", "@places.txt", "-o", "@link"],
                        outcome: refused) { try writePlaces($0); try $0.symlink("link", to: "places.txt") },
            HostileCase("output-is-a-hard-link-to-the-input", .givenFile, arguments: ["build", "@places.txt", "-o", "@link"],
                        outcome: refused) { try writePlaces($0); try $0.hardLink("link", to: "places.txt") },
            HostileCase("input-is-a-symlink-to-the-output", .givenFile, arguments: ["build", "@link", "-o", "@places.txt"],
                        outcome: refused) { try writePlaces($0); try $0.symlink("link", to: "places.txt") },
            HostileCase("output-is-the-admin1-file", .givenFile,
                        arguments: ["build", "@places.txt", "--admin1", "@admin1.txt", "-o", "@admin1.txt"],
                        outcome: refused) { try writePlaces($0); try $0.write(admin1Text, "admin1.txt") },
            HostileCase("output-is-the-countries-file-next-to-the-input", .givenFile,
                        arguments: ["build", "@places.txt", "-o", "@countryInfo.txt"],
                        outcome: refused) { try writePlaces($0); try $0.write(countriesText, "countryInfo.txt") },
            HostileCase("output-is-the-second-of-two-inputs", .givenFile,
                        arguments: ["build", "@places.txt", "@more.txt", "-o", "@more.txt"],
                        outcome: refused) { try writePlaces($0); try $0.write(placesText, "more.txt") },
        ]
    }

    /// Writes the good rows to `places.txt`.
    @Sendable static func writePlaces(_ directory: HostileDirectory) throws {
        try directory.write(placesText, "places.txt")
    }

    /// A process id that no process can have (past Linux's largest, 2^22).
    public static let deadProcessID = 4_194_305

    /// Class 7: what earlier, killed builds left behind.
    static var leftovers: [HostileCase] {
        let stale = ".out.gazetteer.gazetteer-partial.\(deadProcessID).5eed"
        return [
            HostileCase(
                "stale-temporary-index-of-a-dead-build", .leftover,
                arguments: ["build", "@places.txt", "-o", "@out.gazetteer"],
                outcome: .succeeded(note: nil), created: ["out.gazetteer"], removed: [stale]
            ) { directory in
                try directory.write(placesText, "places.txt")
                try directory.write([UInt8](repeating: 0x89, count: 4096), stale)
            },
        ]
    }
}
