import Foundation

/// Splits a byte stream into JSON-RPC message bodies framed by `Content-Length` headers.
///
/// Feed it bytes as they arrive (any chunking: partial headers, several messages in one read,
/// bodies of several megabytes) and take out complete frames. Malformed headers do not stop it:
/// the bad header block is reported as a `FrameError` and the framer resynchronises at the next
/// `Content-Length` header it can find.
public struct MessageFramer: Sendable {
    /// Largest body accepted; a larger `Content-Length` is treated as a malformed header.
    public static let maximumBodyLength = 256 * 1024 * 1024
    /// Largest header block accepted before the framer gives up on it and resynchronises.
    public static let maximumHeaderLength = 16 * 1024

    /// What the framer produced next.
    public enum Output: Sendable, Equatable {
        /// A complete message body.
        case body(Data)
        /// A malformed header block that was skipped.
        case malformedHeader(String)
    }

    private var buffer = Data()
    private var expectedBodyLength: Int?

    public init() {}

    /// Appends newly read bytes.
    public mutating func append(_ bytes: Data) {
        buffer.append(bytes)
    }

    /// Bytes held that do not yet form a complete frame.
    public var pendingByteCount: Int { buffer.count }

    /// Returns the next complete frame or header error, or `nil` when more bytes are needed.
    public mutating func next() -> Output? {
        if let length = expectedBodyLength {
            guard buffer.count >= length else { return nil }
            let body = Data(buffer.prefix(length))
            buffer.removeFirst(length)
            buffer = Data(buffer) // rebase indices to 0
            expectedBodyLength = nil
            return .body(body)
        }
        guard let headerEnd = buffer.firstRange(of: Self.headerTerminator) else {
            if buffer.count > Self.maximumHeaderLength {
                return skipMalformedHeader(
                    upTo: buffer.count, reason: "Header block longer than \(Self.maximumHeaderLength) bytes")
            }
            return nil
        }
        let headerBytes = buffer[buffer.startIndex..<headerEnd.lowerBound]
        let headerLength = headerEnd.upperBound - buffer.startIndex
        switch Self.contentLength(inHeader: headerBytes) {
        case .success(let length):
            buffer.removeFirst(headerLength)
            buffer = Data(buffer)
            expectedBodyLength = length
            return next()
        case .failure(let reason):
            return skipMalformedHeader(upTo: headerLength, reason: reason.message)
        }
    }

    private static let headerTerminator = Data("\r\n\r\n".utf8)
    private static let contentLengthName = Data("content-length".utf8)

    private struct HeaderProblem: Error { var message: String }

    /// Drops a bad header block and anything up to the next plausible header start.
    private mutating func skipMalformedHeader(upTo length: Int, reason: String) -> Output {
        var dropCount = length
        let lowered = Data(buffer.map { Self.asciiLowercase($0) })
        if let nextHeader = lowered.range(
            of: Self.contentLengthName, in: (lowered.startIndex + 1)..<lowered.endIndex)
        {
            dropCount = min(length, nextHeader.lowerBound - lowered.startIndex)
            if dropCount == 0 { dropCount = length }
        }
        buffer.removeFirst(min(dropCount, buffer.count))
        buffer = Data(buffer)
        return .malformedHeader(reason)
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (byte >= 65 && byte <= 90) ? byte + 32 : byte
    }

    private static func contentLength(inHeader header: Data) -> Result<Int, HeaderProblem> {
        guard let text = String(data: header, encoding: .utf8) else {
            return .failure(HeaderProblem(message: "Header is not valid UTF-8"))
        }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "Malformed header line '\(line.prefix(80))'"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else {
                    return .failure(HeaderProblem(message: "Invalid Content-Length '\(value.prefix(40))'"))
                }
                guard parsed <= maximumBodyLength else {
                    return .failure(
                        HeaderProblem(
                            message: "Content-Length \(parsed) exceeds the limit of \(maximumBodyLength) bytes"))
                }
                length = parsed
            }
        }
        guard let length else { return .failure(HeaderProblem(message: "Missing Content-Length header")) }
        return .success(length)
    }

    /// Frames one message body for writing.
    public static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }
}
