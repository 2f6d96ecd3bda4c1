import Foundation
import LanguageServerProtocol
import TestSupport

/// Generates hostile frames from a seed. Each frame is bytes for the server's standard input and,
/// when the frame is a request whose framing stays intact, the id the server must answer.
///
/// Frames that break framing on purpose (missing headers, a `Content-Length` shorter than the
/// body, an oversized `Content-Length`) never contain the text `Content-Length` in their junk, so
/// the server can resynchronise at the next real header, as the wire contract promises. A
/// `Content-Length` longer than the body is completed with spaces so the next frame stays intact.
struct FrameFuzzer {
    struct Frame {
        var bytes: Data
        /// The id of the request the server must answer, if any.
        var expectedID: RequestID?
        var category: String
    }

    var random: SeededGenerator
    let workspace: TestWorkspace
    private var counter = 0
    /// URIs opened so far (by this fuzzer), with a version to regress from.
    private var versions: [String: Int] = [:]

    init(seed: UInt64, workspace: TestWorkspace) {
        random = SeededGenerator(seed: seed)
        self.workspace = workspace
    }

    // MARK: Building blocks

    private lazy var uris: [String] = {
        var uris = (0..<12).map { workspace.uri("Fuzz/File\($0).swift") }
        uris += [
            workspace.uri("Fuzz/.mvvm-lsp.yml"), workspace.uri("Fuzz/Localizations/en.yml"),
            workspace.uri("Fuzz/notes.txt"), workspace.uri("Fuzz/Sub Folder/Ünïcödé 🚀.swift"),
            "untitled:Untitled-1", "file:///", "file://", "", "https://example.com/x.swift",
            "file:///nonexistent/dir/Ghost.swift", "file:///dev/zero", "file:///proc/self/status",
            "file:///%ZZ%00.swift", "not a uri at all", String(repeating: "file:///a/", count: 400),
        ]
        return uris
    }()

    private mutating func uri() -> String { random.pick(uris) }

    private mutating func number() -> JSONValue {
        switch random.int(0...9) {
        case 0: return -1
        case 1: return Self.exactInteger(Int.min)
        case 2: return Self.exactInteger(Int.max)
        case 3: return .number(Double(Int32.max))
        case 4: return 1e300
        case 5: return -0.5
        case 6: return 1.5
        default: return .number(Double(random.int(0...200)))
        }
    }

    private mutating func position() -> JSONValue {
        switch random.int(0...14) {
        case 0: return "0:0"
        case 1: return ["line": "1", "character": 0]
        case 2: return ["line": 0]
        case 3: return .null
        default: return ["line": number(), "character": number()]
        }
    }

    private mutating func range() -> JSONValue {
        random.chance(0.1) ? [position()] : ["start": position(), "end": position()]
    }

    private mutating func textDocument() -> JSONValue {
        switch random.int(0...12) {
        case 0: return ["uri": 42]
        case 1: return [:]
        case 2: return "file:///x.swift"
        default: return ["uri": .string(uri())]
        }
    }

    private mutating func junkValue(depth: Int = 0) -> JSONValue {
        switch random.int(0...(depth > 2 ? 4 : 6)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return number()
        case 3: return .string(randomText(maxLength: 40))
        case 4: return ""
        case 5: return .array((0..<random.int(0...4)).map { _ in junkValue(depth: depth + 1) })
        default:
            var object: [String: JSONValue] = [:]
            for _ in 0..<random.int(0...4) {
                object[
                    random.pick([
                        "uri", "textDocument", "position", "range", "line", "character", "version",
                        "text", "context", "id", "x", "contentChanges", "query", "command", "arguments",
                    ])] = junkValue(depth: depth + 1)
            }
            return .object(object)
        }
    }

    private mutating func randomText(maxLength: Int) -> String {
        let pieces = [
            "a", "Z", " ", "\n", "\r\n", "\r", "\t", "{", "}", "(", ")", "\"", "\\", "é", "日本", "🚀", "\u{200B}",
            "\u{0}", "Text(\"x\")", "struct ", "var ", "View", "ViewModel", "//", "/*", "*/", "#if", "@", ".",
        ]
        return (0..<random.int(0...maxLength)).map { _ in random.pick(pieces) }.joined()
    }

    /// Random bytes with no `Content-Length` in them, so resynchronisation is possible.
    private mutating func junkBytes(count: Int) -> Data {
        var bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
        for index in bytes.indices where bytes[index] == UInt8(ascii: "C") || bytes[index] == UInt8(ascii: "c") {
            bytes[index] = UInt8(ascii: "x")
        }
        return bytes
    }

    // MARK: Messages

    private mutating func nextID() -> RequestID {
        counter += 1
        return random.chance(0.2) ? .string("fuzz-\(counter)") : .number(1_000_000 + counter)
    }

    private static let requestMethods = [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/documentSymbol",
        "textDocument/codeLens", "textDocument/codeAction", "textDocument/diagnostic", "textDocument/prepareRename",
        "textDocument/rename", "workspace/symbol", "codeLens/resolve", "workspace/executeCommand",
        "workspace/willRenameFiles", "mvvm/matchingFile", "mvvm-test/documentState", "mvvm-test/sleep",
        "textDocument/frobnicate", "initialize", "workspace/diagnostic", "textDocument/completion", "",
        "$/weird", "mvvm-test/nonexistent",
    ]

    private mutating func params(for method: String) -> JSONValue? {
        if random.chance(0.15) { return junkValue() } // wrong shape altogether
        var params: [String: JSONValue] = ["textDocument": textDocument()]
        switch method {
        case "textDocument/hover", "textDocument/definition", "textDocument/prepareRename", "mvvm/matchingFile":
            params["position"] = position()
        case "textDocument/references":
            params["position"] = position()
            params["context"] = random.chance(0.8) ? ["includeDeclaration": .bool(random.chance(0.5))] : junkValue()
        case "textDocument/codeAction":
            params["range"] = range()
            params["context"] = [
                "diagnostics": random.chance(0.7)
                    ? []
                    : [
                        [
                            "range": range(), "message": "x",
                            "code": .string(randomText(maxLength: 3)),
                        ]
                    ],
                "only": random.chance(0.5) ? ["quickfix"] : ["source.fixAll.mvvm", "refactor"],
            ]
        case "textDocument/rename":
            params["position"] = position()
            params["newName"] = .string(random.chance(0.7) ? "Renamed\(counter)" : randomText(maxLength: 10))
        case "workspace/symbol":
            params = ["query": random.chance(0.8) ? .string(randomText(maxLength: 6)) : junkValue()]
        case "codeLens/resolve":
            params = ["range": range(), "data": ["uri": .string(uri()), "offset": number()]]
        case "workspace/executeCommand":
            params = [
                "command": .string(random.pick(["mvvm.openMatchingFile", "mvvm.scaffold", "rm -rf /", ""])),
                "arguments": [.string(uri()), ["line": number(), "character": number()], junkValue()],
            ]
        case "workspace/willRenameFiles":
            params = ["files": [["oldUri": .string(uri()), "newUri": .string(uri())]]]
        case "mvvm-test/sleep":
            params = ["milliseconds": .number(Double(random.int(-5...3)))]
        case "workspace/diagnostic":
            params = ["previousResultIds": random.chance(0.5) ? [] : junkValue()]
        case "initialize":
            params = ["processId": .null, "capabilities": [:]]
        default:
            break
        }
        if random.chance(0.1) { params["unexpectedExtra"] = junkValue() }
        if random.chance(0.05) { return nil }
        return .object(params)
    }

    private mutating func request() -> (message: [String: JSONValue], id: RequestID) {
        let method = random.pick(Self.requestMethods)
        let id = nextID()
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": Self.json(id), "method": .string(method)]
        if let params = params(for: method) { message["params"] = params }
        return (message, id)
    }

    /// A notification that changes documents in hostile ways.
    private mutating func documentNotification() -> JSONValue {
        let uri = uri()
        let version = versions[uri] ?? 0
        switch random.int(0...9) {
        case 0, 1:
            versions[uri] = version + 1
            return [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": [
                        "uri": .string(uri),
                        "languageId": .string(random.pick(["swift", "yaml", "plaintext", ""])),
                        "version": .number(Double(version + 1)),
                        "text": .string(randomText(maxLength: 300)),
                    ]
                ],
            ]
        case 2, 3, 4, 5:
            // Changes: ranges beyond the document, negative positions, full replacements,
            // version regressions, documents that are not open.
            let newVersion = random.chance(0.2) ? random.int(-3...version) : version + 1
            versions[uri] = max(version, newVersion)
            let changes: [JSONValue] = (0..<random.int(0...3)).map { _ in
                var change: [String: JSONValue] = ["text": .string(randomText(maxLength: 20))]
                if random.chance(0.85) { change["range"] = range() }
                if random.chance(0.05) { change["text"] = 7 }
                return .object(change)
            }
            return [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(uri), "version": .number(Double(newVersion))],
                    "contentChanges": .array(changes),
                ],
            ]
        case 6:
            versions[uri] = nil
            return ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": textDocument()]]
        case 7:
            return ["jsonrpc": "2.0", "method": "textDocument/didSave", "params": ["textDocument": textDocument()]]
        case 8:
            return [
                "jsonrpc": "2.0", "method": "$/cancelRequest",
                "params": [
                    "id": random.chance(0.5)
                        ? .number(Double(1_000_000 + random.int(0...max(1, counter))))
                        : junkValue()
                ],
            ]
        default:
            return [
                "jsonrpc": "2.0",
                "method": .string(
                    random.pick([
                        "custom/unknown", "$/setTrace", "$/progress",
                        "workspace/didChangeWatchedFiles", "textDocument/didOpen",
                    ])),
                "params": junkValue(),
            ]
        }
    }

    // MARK: Encoding

    /// A request id as the JSON it is sent as.
    private static func json(_ id: RequestID) -> JSONValue {
        switch id {
        case .number(let number): .number(Double(number))
        case .string(let string): .string(string)
        }
    }

    /// Marks a whole number that `JSONValue` (which keeps numbers as `Double`) cannot hold
    /// exactly, such as `Int.max`; `body` writes its digits in place of the marker.
    private static func exactInteger(_ value: Int) -> JSONValue { .string("exact-integer:\(value)") }

    /// `value` as JSON text: any JSON, top-level fragments included, with exact integers in place
    /// of their markers.
    static func body(_ value: JSONValue) -> Data {
        let text = String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
        return Data(text.replacing(/"exact-integer:(-?[0-9]+)"/) { String($0.output.1) }.utf8)
    }

    private static func frame(_ value: JSONValue) -> Data { MessageFramer.frame(body(value)) }

    private static func header(_ length: String) -> Data { Data("Content-Length: \(length)\r\n\r\n".utf8) }

    // MARK: Frames

    /// The heavy frames, sent a few times per run rather than at random: a 10 MB Swift document,
    /// 10,000 levels of nesting, a 1 MB line, a 10 MB non-Swift document, and JSON nested
    /// 100,000 levels deep.
    static let specialKinds = ["10 MB swift document", "deep nesting", "long line", "10 MB text document", "deep JSON"]

    mutating func special(_ kind: String) -> Frame {
        counter += 1
        let uri = workspace.uri("Fuzz/Special\(counter).swift")
        func open(_ uri: String, _ text: String) -> Frame {
            Frame(
                bytes: ClientFrame.notification(
                    DidOpenTextDocumentNotification.self,
                    DidOpenTextDocumentParams(
                        textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text))),
                category: kind)
        }
        switch kind {
        case "10 MB swift document":
            let unit = "struct Item: View {\n    var body: some View { Text(\"Hello\").padding() }\n}\n"
            return open(uri, String(repeating: unit, count: 10 * 1024 * 1024 / unit.utf8.count))
        case "deep nesting":
            return open(
                uri,
                "let x = " + String(repeating: random.pick(["[", "(", "{ ", "try ", "Array<"]), count: 10_000) + "\n")
        case "long line":
            return open(
                uri,
                "let s = \"" + String(repeating: "a", count: 100_000) + "\"; let t = "
                    + String(repeating: "x + ", count: 10_000) + "1\n")
        case "10 MB text document":
            return open(workspace.uri("Fuzz/big\(counter).txt"), String(repeating: "é🚀 plain\r\n", count: 700_000))
        default:
            let depth = 100_000
            let body = Data(
                ("{\"jsonrpc\":\"2.0\",\"id\":\"deep-\(counter)\",\"method\":\"textDocument/hover\",\"params\":"
                    + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
            // Deeper than the JSON parser's nesting limit: a ParseError with id null, by contract.
            return Frame(bytes: MessageFramer.frame(body), category: kind)
        }
    }

    /// The next hostile frame.
    mutating func next() -> Frame {
        switch random.int(0...99) {
        case 0..<20:
            let (message, id) = request()
            return Frame(bytes: Self.frame(.object(message)), expectedID: id, category: "request")
        case 20..<24:
            return Frame(bytes: Self.frame(documentNotification()), category: "document notification")
        case 24..<38:
            var body = junkBytes(count: random.int(0...200))
            if random.chance(0.5) { body.insert(UInt8(ascii: "{"), at: 0) }
            return Frame(bytes: MessageFramer.frame(body), category: "random bytes")
        case 38..<44:
            return Frame(bytes: junkBytes(count: random.int(1...120)), category: "missing header")
        case 44..<52:
            // Content-Length shorter than the body: the rest is junk to resynchronise past.
            let body = Self.body(.object(request().message))
            let cut = random.int(0...max(0, body.count - 1))
            return Frame(bytes: Self.header("\(cut)") + body, category: "truncated length")
        case 52..<57:
            // Longer than the body: completed with spaces, so the body is the message plus padding.
            let (message, id) = request()
            let body = Self.body(.object(message))
            let padding = random.int(1...64)
            return Frame(
                bytes: Self.header("\(body.count + padding)") + body + Data(repeating: 0x20, count: padding),
                expectedID: id, category: "padded length")
        case 57..<64:
            let length = random.pick([
                "999999999999", "268435457", "-5", "abc", "", "1e3", "0x10",
                "99999999999999999999999999", " 12 34",
            ])
            return Frame(bytes: Self.header(length) + junkBytes(count: random.int(0...50)), category: "bad length")
        case 64..<73:
            let texts = [
                "{", "}", "[", "nul", "{\"jsonrpc\":\"2.0\",\"id\":1,", "{\"a\":1}}", "\"unterminated", "{'a':1}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"a\":NaN}}", "1e99999", "[[[[[[[[[[[[",
            ]
            return Frame(bytes: MessageFramer.frame(Data(random.pick(texts).utf8)), category: "invalid json")
        case 73..<79:
            var invalid = Data(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///u.swift","languageId":"swift","version":1,"text":""#
                    .utf8)
            invalid += Data([0xC3, 0x28, 0xFF, 0xFE, 0xED, 0xA0, 0x80]) + Data(#""}}}"#.utf8)
            let header =
                random.chance(0.3)
                ? Data("Content-Length: \(invalid.count)\r\nX-\u{FF}: \u{FE}\r\n\r\n".utf8)
                : Self.header("\(invalid.count)")
            return Frame(bytes: header + invalid, category: "invalid utf-8")
        case 79..<90:
            let id = Self.json(nextID()) // answered or not depending on the shape; not tracked
            let shapes: [JSONValue] = [
                [1, 2], 42, "hello", .null, true, [:],
                ["jsonrpc": "1.0", "id": id, "method": "initialize"],
                ["id": id, "method": "textDocument/hover"],
                ["jsonrpc": "2.0", "id": ["nested": 1], "method": "textDocument/hover"],
                ["jsonrpc": "2.0", "id": 1.5, "method": "textDocument/hover"],
                ["jsonrpc": "2.0", "id": id, "method": 12],
                ["jsonrpc": "2.0", "id": true, "result": 1],
                ["jsonrpc": "2.0", "id": "mvvm-lsp-1", "result": .null],
                ["jsonrpc": "2.0", "id": "never-sent", "error": ["code": 1, "message": "x"]],
                ["jsonrpc": "2.0", "id": .string("never-sent-\(counter)"), "error": "not an object"],
                ["jsonrpc": "2.0", "id": .null, "method": "textDocument/hover"],
                ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [1, 2, 3]],
            ]
            return Frame(bytes: Self.frame(random.pick(shapes)), category: "wrong shape")
        default:
            // A well-formed request with its params replaced by junk of every type.
            var (message, id) = request()
            message["params"] = junkValue()
            return Frame(bytes: Self.frame(.object(message)), expectedID: id, category: "junk params")
        }
    }
}
