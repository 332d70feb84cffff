/// `--batch` reader: the input is the bytes of a batch file; its first byte sets the size of the
/// chunks they arrive in (1 to 256 bytes, as reads from a pipe may be). ``BatchLineSplitter``, which
/// `gazetteer search --batch` and `reverse --batch` read with, must give back exactly the lines
/// the bytes hold, in order, each cut to its limit with its full length, whatever the chunks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size > 0, let data else { return 0 }
    let chunk = Int(data[0]) + 1
    let input = [UInt8](UnsafeBufferPointer(start: data + 1, count: size - 1))
    var splitter = BatchLineSplitter()
    var lines: [(bytes: [UInt8], length: Int)] = []
    var start = 0
    while start < input.count {
        splitter.feed(input[start..<min(start + chunk, input.count)]) { lines.append((Array($0.bytes), $0.length)) }
        start += chunk
    }
    splitter.finish { lines.append((Array($0.bytes), $0.length)) }

    var expected = input.split(separator: 0x0A, omittingEmptySubsequences: false)
    if input.last == 0x0A || input.isEmpty { expected.removeLast() }
    guard lines.count == expected.count else {
        fatalError("\(lines.count) lines where the bytes hold \(expected.count)")
    }
    for (line, whole) in zip(lines, expected) {
        guard line.length == whole.count, line.bytes.elementsEqual(whole.prefix(BatchLineSplitter.maximumLineBytes)) else {
            fatalError("a line of \(whole.count) bytes came back as \(line.bytes.count) bytes of \(line.length)")
        }
    }
    return 0
}
