import CLibdeflate

/// Inflates a whole zlib-wrapped buffer in one call, with libdeflate: the decompressor for PBF blobs,
/// whose compressed bytes are all in memory and whose inflated size is declared before them.
///
/// On OpenStreetMap blobs it takes half to a third of the instructions of zlib's `uncompress`
/// (`Benchmarks/inflate_blobs.swift`). Streams (gzip files, zip members) inflate through ``Inflater``.
enum ZlibBufferInflater {
    /// Why a buffer did not inflate.
    enum Failure: Error, Equatable {
        /// The data inflates to more than the capacity.
        case pastCapacity
        /// The data is not a valid zlib stream (bad header, deflate data, or Adler-32), or ends early.
        case invalidData
        /// No memory for the decompressor.
        case outOfMemory
    }

    /// Inflates the zlib stream in `data` into a new array of at most `capacity` bytes.
    ///
    /// Bytes after the end of the zlib stream are ignored, as zlib's `uncompress` ignores them.
    ///
    /// - Returns: the inflated bytes; fewer than `capacity` when the stream ends earlier.
    /// - Throws: ``Failure``.
    /// - Complexity: O(`capacity` + `data.count`).
    static func inflate(_ data: UnsafeRawBufferPointer, capacity: Int) throws(Failure) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .outOfMemory }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_SUCCESS
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var produced = 0
            result = libdeflate_zlib_decompress(
                decompressor, data.baseAddress, data.count, buffer.baseAddress, buffer.count, &produced)
            initialized = result == LIBDEFLATE_SUCCESS ? produced : 0
        }
        switch result {
        case LIBDEFLATE_SUCCESS: return output
        case LIBDEFLATE_INSUFFICIENT_SPACE: throw .pastCapacity
        default: throw .invalidData
        }
    }
}
