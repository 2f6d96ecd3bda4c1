import Foundation
import LanguageServerProtocol
import XCTest

final class MessageFramerTests: XCTestCase {
    private func frame(_ text: String) -> Data { MessageFramer.frame(Data(text.utf8)) }

    private func drain(_ framer: inout MessageFramer) -> [MessageFramer.Output] {
        var outputs: [MessageFramer.Output] = []
        while let output = framer.next() { outputs.append(output) }
        return outputs
    }

    func testFramesOneMessage() {
        XCTAssertEqual(frame("{}"), Data("Content-Length: 2\r\n\r\n{}".utf8))
        var framer = MessageFramer()
        framer.append(frame(#"{"a":1}"#))
        XCTAssertEqual(drain(&framer), [.body(Data(#"{"a":1}"#.utf8))])
        XCTAssertEqual(framer.pendingByteCount, 0)
    }

    func testReassemblesMessagesSplitAtEveryByte() {
        let stream = frame(#"{"first":"é🚀"}"#) + frame(#"{"second":2}"#)
        var framer = MessageFramer()
        var outputs: [MessageFramer.Output] = []
        for byte in stream {
            framer.append(Data([byte]))
            outputs += drain(&framer)
        }
        XCTAssertEqual(outputs, [.body(Data(#"{"first":"é🚀"}"#.utf8)), .body(Data(#"{"second":2}"#.utf8))])
    }

    func testSeveralMessagesInOneRead() {
        var framer = MessageFramer()
        framer.append(frame("[1]") + frame("[2]") + frame("[3]"))
        XCTAssertEqual(drain(&framer), ["[1]", "[2]", "[3]"].map { .body(Data($0.utf8)) })
    }

    func testAcceptsContentTypeHeaderAndAnyHeaderCase() {
        var framer = MessageFramer()
        framer.append(
            Data("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(drain(&framer), [.body(Data("{}".utf8))])
    }

    func testLargeMessageArrivingInChunks() {
        let payload = "{\"text\":\"" + String(repeating: "x", count: 5_000_000) + "\"}"
        let stream = frame(payload)
        var framer = MessageFramer()
        var outputs: [MessageFramer.Output] = []
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + 65_536)
            framer.append(stream[offset..<end])
            outputs += drain(&framer)
            offset = end
        }
        XCTAssertEqual(outputs.count, 1)
        XCTAssertEqual(outputs.first, .body(Data(payload.utf8)))
    }

    func testMissingContentLengthIsReportedAndTheNextFrameStillArrives() {
        var framer = MessageFramer()
        framer.append(Data("X-Garbage: 1\r\n\r\n".utf8) + frame("{}"))
        let outputs = drain(&framer)
        XCTAssertEqual(outputs.count, 2)
        guard case .malformedHeader(let reason) = outputs[0] else { return XCTFail("expected a header error") }
        XCTAssertTrue(reason.contains("Missing Content-Length"), reason)
        XCTAssertEqual(outputs[1], .body(Data("{}".utf8)))
    }

    func testInvalidAndOversizedContentLengthAreReported() {
        for header in ["Content-Length: abc", "Content-Length: -4", "Content-Length: 99999999999999"] {
            var framer = MessageFramer()
            framer.append(Data("\(header)\r\n\r\n".utf8) + frame("{}"))
            let outputs = drain(&framer)
            XCTAssertEqual(outputs.count, 2, header)
            guard case .malformedHeader = outputs.first else { return XCTFail("expected a header error for \(header)") }
            XCTAssertEqual(outputs.last, .body(Data("{}".utf8)), header)
        }
    }

    func testGarbageWithoutHeaderTerminatorIsSkippedOnceTooLong() {
        var framer = MessageFramer()
        framer.append(Data(repeating: UInt8(ascii: "z"), count: MessageFramer.maximumHeaderLength + 10))
        framer.append(frame("{}"))
        let outputs = drain(&framer)
        guard case .malformedHeader = outputs.first else { return XCTFail("expected a header error") }
        XCTAssertEqual(outputs.last, .body(Data("{}".utf8)))
    }
}
