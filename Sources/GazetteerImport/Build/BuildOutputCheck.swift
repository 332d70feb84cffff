import GazetteerIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses an output path that would replace a file the build reads, or that names no place for a file.
///
/// Files are compared by identity (device and inode, after following symbolic links), so a second
/// name for an input (a symbolic or hard link, `./x` for `x`) is caught as surely as the same path.
enum BuildOutputCheck {
    /// - Parameters:
    ///   - output: where the index is to go.
    ///   - reads: every file the build may read: inputs and the admin1 and country files, given or
    ///     found next to an input.
    /// - Throws: ``ImportError/outputIsInput(output:input:)`` or ``ImportError/outputNotAFile(path:kind:)``.
    /// - Complexity: one `stat` per path.
    static func check(output: String, reads: [String]) throws(ImportError) {
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        switch target.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .outputNotAFile(path: output, kind: .directory)
        case S_IFIFO: throw .outputNotAFile(path: output, kind: .fifo)
        case S_IFSOCK: throw .outputNotAFile(path: output, kind: .socket)
        case S_IFCHR: throw .outputNotAFile(path: output, kind: .characterDevice)
        case S_IFBLK: throw .outputNotAFile(path: output, kind: .blockDevice)
        default: throw .outputNotAFile(path: output, kind: .other)
        }
        for path in reads {
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if status.st_dev == target.st_dev && status.st_ino == target.st_ino {
                throw .outputIsInput(output: output, input: path)
            }
        }
    }
}
