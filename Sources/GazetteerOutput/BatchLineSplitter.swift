/// Cuts bytes that arrive in chunks into lines, for `--batch`: every byte is looked at once, and
/// memory stays bounded whatever the input (a line longer than ``maximumLineBytes`` is kept only up
/// to that length and handed over with its full length, to be refused).
package struct BatchLineSplitter {
    /// The most bytes of one line kept: 64 KiB, far past the longest query a line may hold
    /// (``QueryLimits/maximumQueryBytes``).
    package static let maximumLineBytes = 64 << 10

    /// One line, without its line feed.
    package struct Line {
        /// The line's bytes, at most ``maximumLineBytes`` of them.
        package var bytes: ArraySlice<UInt8>
        /// The line's length in bytes, including any not kept.
        package var length: Int

        /// Whether bytes past ``maximumLineBytes`` were dropped.
        package var isCut: Bool { length > bytes.count }
    }

    /// The start of a line that continues in the next chunk.
    private var pending: [UInt8] = []
    /// Bytes of that line dropped past the limit.
    private var dropped = 0

    package init() {}

    /// Hands each line that `chunk` completes to `body`, in order, and keeps the unfinished rest.
    ///
    /// - Complexity: O(`chunk.count`): lines inside the chunk are passed as slices of it, uncopied.
    package mutating func feed(_ chunk: ArraySlice<UInt8>, _ body: (Line) throws -> Void) rethrows {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            if pending.isEmpty && dropped == 0 {
                let length = newline - start
                try body(Line(bytes: chunk[start..<min(newline, start + Self.maximumLineBytes)], length: length))
            } else {
                keep(chunk[start..<newline])
                try body(Line(bytes: pending[...], length: pending.count + dropped))
                pending.removeAll(keepingCapacity: true)
                dropped = 0
            }
            start = newline + 1
        }
        keep(chunk[start...])
    }

    /// Hands over the last line when the input did not end with a line feed.
    package mutating func finish(_ body: (Line) throws -> Void) rethrows {
        guard !pending.isEmpty || dropped > 0 else { return }
        try body(Line(bytes: pending[...], length: pending.count + dropped))
        pending.removeAll()
        dropped = 0
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, Self.maximumLineBytes - pending.count)
        pending.append(contentsOf: bytes.prefix(room))
        dropped += max(0, bytes.count - room)
    }
}
