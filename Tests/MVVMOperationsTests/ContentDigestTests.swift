import Foundation
@testable import MVVMOperations
import XCTest

/// A digest is SHA-256, reads back from the digits it writes, and refuses anything else.
final class ContentDigestTests: XCTestCase {
    func testTheDigestIsSHA256SpeltInLowercaseHexadecimal() {
        // FIPS 180-2, appendix B.1.
        XCTAssertEqual(ContentDigest(of: "abc").hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertNotEqual(ContentDigest(of: "abc"), ContentDigest(of: "abd"))
    }

    func testADigestReadsBackFromItsDigitsAndThroughJSON() throws {
        let digest = ContentDigest(of: "struct A {}")
        XCTAssertEqual(Self.digest(hex: digest.hex), digest)
        let decoded = try JSONDecoder().decode(ContentDigest.self, from: JSONEncoder().encode(digest))
        XCTAssertEqual(decoded, digest)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(digest), as: UTF8.self), "\"\(digest.hex)\"")
    }

    func testAnythingButSixtyFourLowercaseDigitsIsRefused() {
        let hex = ContentDigest(of: "x").hex
        for damaged in [String(hex.dropLast()), hex + "0", hex.uppercased(), "g" + hex.dropFirst(), ""] {
            XCTAssertNil(Self.digest(hex: damaged), damaged)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(ContentDigest.self, from: Data("\"abc\"".utf8)))
    }

    func testTheListDigestTellsWhereOnePartEndsAndTheNextBegins() {
        var joined = ContentDigest.Parts(), split = ContentDigest.Parts()
        joined.append("ab")
        joined.append("c")
        split.append("a")
        split.append("bc")
        XCTAssertNotEqual(joined.digest, split.digest)
    }

    private static func digest(hex: String) -> ContentDigest? {
        Array(hex.utf8).withUnsafeBytes(ContentDigest.init(hex:))
    }
}
