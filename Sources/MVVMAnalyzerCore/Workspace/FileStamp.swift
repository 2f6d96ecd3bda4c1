#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` tells of a file that a write changes: its size, modification and status-change
/// times (nanoseconds) and its inode. The status-change time cannot be set back by hand, so a
/// write whose modification time is restored (`touch -d`, `os.utime`) still changes the stamp,
/// and an atomic save (a new file renamed over the old) changes the inode. The `check` cache
/// and the MCP server's refreshable workspace trust an unchanged stamp instead of reading the file.
///
/// A folder's stamp changes when an entry is added to it, removed or renamed (its modification
/// time), so an unchanged stamp stands for an unchanged listing (git's untracked cache relies
/// on the same).
public struct FileStamp: Sendable, Hashable {
    /// How coarse file times may be: a write in the same tick as the previous one leaves both
    /// times as they were (Linux stamps with a clock of a few milliseconds, HFS+ in seconds,
    /// FAT's modification time in two seconds).
    public static let timeGranularity: Int64 = 2_000_000_000

    public let size: Int64
    public let modified: Int64
    public let statusChanged: Int64
    public let inode: UInt64
    public let device: UInt64

    public init(size: Int64, modified: Int64, statusChanged: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.statusChanged = statusChanged
        self.inode = inode
        self.device = device
    }

    /// The stamp of the file at `path` (symbolic links followed); nil when it cannot be had.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of the open file or folder `descriptor`; nil when it cannot be had.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modified = Self.nanoseconds(status.st_mtimespec)
        statusChanged = Self.nanoseconds(status.st_ctimespec)
        #else
        modified = Self.nanoseconds(status.st_mtim)
        statusChanged = Self.nanoseconds(status.st_ctim)
        #endif
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }

    /// Whether a later write might leave this stamp, taken at `time` (nanoseconds since 1970),
    /// unchanged: the file's times are within `timeGranularity` of the time it was taken (or
    /// after it), so a write in the same tick keeps them; a write that also keeps the size would
    /// go unseen. Such a file's content is compared instead (git's "racily clean" files).
    public func isRacy(takenAt time: Int64) -> Bool {
        max(modified, statusChanged) > time - Self.timeGranularity
    }

    /// The time now, in nanoseconds since 1970, on the clock file times are taken from.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
