@_spi(RawSyntax) import SwiftSyntax

/// A node of swift-syntax's raw tree with the byte offset where it starts (its leading trivia
/// included): how the facts extractors read declarations.
///
/// swift-syntax's `Syntax` API makes every child it hands out a new node holding its parent and
/// its position (reference counting and arithmetic for each step); the raw tree is the parse's
/// own storage, and a child here is an array read plus the lengths of the siblings before it.
/// Reading the members of every type through `Syntax` cost 13,000 instructions a property.
struct RawNode {
    let raw: RawSyntax
    /// Where the node's leading trivia starts, in UTF-8 bytes from the start of the file.
    let offset: Int

    init(raw: RawSyntax, offset: Int) {
        self.raw = raw
        self.offset = offset
    }

    init(_ node: some SyntaxProtocol) {
        self.init(raw: node.raw, offset: node.position.utf8Offset)
    }

    var kind: SyntaxKind { raw.kind }

    /// The child at `index` of the node's layout (see `LayoutIndex`), nil when absent.
    subscript(_ index: LayoutIndex) -> RawNode? {
        child(atLayoutPosition: index.value)
    }

    /// The child at `position` of the node's layout, nil when absent.
    func child(atLayoutPosition position: Int) -> RawNode? {
        guard let children = raw.layoutView?.children, position < children.count,
            let child = children[position]
        else { return nil }
        var offset = self.offset
        for sibling in children[..<position] { offset += sibling?.byteLength ?? 0 }
        return RawNode(raw: child, offset: offset)
    }

    /// The present children, in order: the elements of a collection.
    var elements: [RawNode] {
        guard let children = raw.layoutView?.children else { return [] }
        var result: [RawNode] = []
        result.reserveCapacity(children.count)
        var offset = self.offset
        for child in children {
            guard let child else { continue }
            result.append(RawNode(raw: child, offset: offset))
            offset += child.byteLength
        }
        return result
    }

    /// The node's range without its leading and trailing trivia (as `ByteRange(_:)` of a node).
    var range: ByteRange {
        ByteRange(
            start: offset + raw.leadingTriviaByteLength,
            end: offset + raw.byteLength - raw.trailingTriviaByteLength)
    }

    /// The node's text without its leading and trailing trivia (as `trimmedText` of a node).
    var trimmedText: String {
        if let token = raw.tokenView {
            // A missing token (`)` the parser expected) has text but none in the source.
            return token.presence == .present ? String(syntaxText: token.rawText) : ""
        }
        let bytes = raw.syntaxTextBytes
        let start = raw.leadingTriviaByteLength
        let end = bytes.count - raw.trailingTriviaByteLength
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A token's text (as `TokenSyntax.text`); empty for other nodes.
    var tokenText: String {
        raw.tokenView.map { String(syntaxText: $0.rawText) } ?? ""
    }

    /// Whether this is the keyword `keyword`.
    func isKeyword(_ keyword: Keyword) -> Bool {
        guard let token = raw.tokenView, token.rawKind == .keyword else { return false }
        return token.rawText == keyword.defaultText
    }

    /// Whether this is a token whose text is `text`.
    func isToken(_ text: StaticString) -> Bool {
        guard let token = raw.tokenView else { return false }
        return token.rawText == SyntaxText(text)
    }
}

/// The position of a child in its node's layout, taken from swift-syntax's own description
/// of the layout (`SyntaxProtocol.structure`), so that no index is written by hand.
struct LayoutIndex: Sendable {
    let value: Int

    init<Node: SyntaxProtocol, Child>(_ keyPath: KeyPath<Node, Child>) {
        guard case .layout(let keyPaths) = Node.structure,
            let index = keyPaths.firstIndex(where: { ($0 as AnyKeyPath) == (keyPath as AnyKeyPath) })
        else {
            preconditionFailure("\(keyPath) is not a child in the layout of \(Node.self)")
        }
        value = index
    }
}
