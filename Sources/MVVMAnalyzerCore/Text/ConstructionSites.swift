/// Where a file writes `Name(`: an uppercase identifier (after any leading `_`) called as a function, whether it builds
/// a type (`DetailView(model: m)`) or calls a function spelled like one. Found on the bytes, in
/// one pass, so that asking where each of a thousand views is built reads the file once.
public struct ConstructionSites: Sendable {
    private let offsetsByName: [String: [Int]]

    /// The sites of every uppercase name called in `bytes` (comments and strings included, as a
    /// search of the text would find them).
    public init(_ bytes: [UInt8]) {
        var offsets: [String: [Int]] = [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard IdentifierBytes.isIdentifierByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, IdentifierBytes.isIdentifierByte(bytes[index]) { index += 1 }
            // `_ControlsPreview(`: a leading underscore does not make a type's name lowercase.
            var first = start
            while first < index - 1, bytes[first] == UInt8(ascii: "_") { first += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "("), bytes[first] >= UInt8(ascii: "A"),
                bytes[first] <= UInt8(ascii: "Z")
            {
                offsets[String(decoding: bytes[start..<index], as: UTF8.self), default: []].append(start)
            }
        }
        offsetsByName = offsets
    }

    /// The offsets of `name(` in the file, in order.
    public func offsets(of name: String) -> [Int] {
        offsetsByName[name] ?? []
    }
}

extension WorkspaceSnapshot {
    /// The construction sites of the file at `path`, read once per state of the workspace.
    public func constructionSites(inFile path: String) -> ConstructionSites {
        derived.value(DerivedValueKey("construction sites", path)) {
            ConstructionSites(sourceFiles[path]?.lines.bytes ?? [])
        }
    }
}
