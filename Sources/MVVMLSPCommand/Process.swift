#if canImport(Glibc)
import Glibc
/// Ends the process at once with `code`.
let terminateProcess: @Sendable (Int32) -> Never = { Glibc.exit($0) }
#elseif canImport(Darwin)
import Darwin
/// Ends the process at once with `code`.
let terminateProcess: @Sendable (Int32) -> Never = { Darwin.exit($0) }
#endif
