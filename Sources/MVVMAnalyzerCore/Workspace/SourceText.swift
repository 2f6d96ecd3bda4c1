#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text of a workspace file with plain system calls: no Foundation object per file,
/// and never blocks on a named pipe or reads a device.
public enum SourceText {
    /// The UTF-8 text of the regular file at `path` (links followed), or why it cannot be had.
    public static func contents(of path: String) -> Result<String, UnreadablePath> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.systemError(at: path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.systemError(at: path)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(UnreadablePath(path: path, reason: "not a regular file"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, count))) }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0, errno == EINTR { continue }
            guard received >= 0 else { return .failure(.systemError(at: path)) }
            if received == 0 { break }
            count += received
        }
        bytes.removeSubrange(count...)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(UnreadablePath(path: path, reason: "not UTF-8 text"))
        }
        return .success(text)
    }
}
