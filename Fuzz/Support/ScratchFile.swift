#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file per fuzzing process for targets whose API takes a path, in /dev/shm when there is one.
enum ScratchFile {
    /// Where the file goes; also where the importer's temporary files go.
    static let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"

    /// The file, removed when the process exits.
    static let path: String = {
        atexit { unlink(ScratchFile.path) }
        return "\(directory)/gazetteer-fuzz-\(getpid())"
    }()

    /// Replaces the file with `bytes`: a new file each time, so no earlier mapping sees it change.
    static func replace(with bytes: [UInt8], at path: String = path) -> Bool {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
