import MVVMAnalyzerCore

/// Facts of `source` as if it were the file `path`.
func facts(_ source: String, path: String = "/ws/File.swift") -> FileFacts {
    SourceFile(path: path, text: source).facts
}

extension FileFacts {
    /// The type fact with qualified name `name`; fails loudly when missing.
    func type(_ name: String) -> TypeFact? {
        types.first { $0.qualifiedName == name }
    }
}

/// The byte range of the first occurrence of `needle` in `source`.
func range(of needle: String, in source: String) -> ByteRange? {
    guard let found = source.range(of: needle) else { return nil }
    let start = source.utf8.distance(from: source.startIndex, to: found.lowerBound)
    return ByteRange(start: start, end: start + needle.utf8.count)
}
