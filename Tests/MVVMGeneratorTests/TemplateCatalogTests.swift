import Foundation
@testable import MVVMGenerator
import XCTest

final class TemplateCatalogTests: XCTestCase {
    private let readme = GoldenFiles.fixtures.appendingPathComponent("README.md")
    private let marker = "<!-- generated from TemplateCatalog.documentation; MVVM_GENERATOR_RECORD=1 rewrites it -->\n"

    func testIdsAreUniqueAndEveryShippedTemplateParsesAgainstItsVariables() throws {
        XCTAssertEqual(Set(TemplateCatalog.all.map(\.id)).count, TemplateCatalog.all.count)
        for template in TemplateCatalog.all {
            XCTAssertNoThrow(try TemplateLibrary().parse(template), template.id)
        }
    }

    func testEveryIdIsDocumentedInTheCatalogComment() throws {
        let source = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/MVVMGenerator/Templates/TemplateCatalog.swift"), encoding: .utf8)
        for template in TemplateCatalog.all {
            let parts = template.id.split(separator: ".")
            XCTAssertTrue(
                source.contains("`\(template.id)`") || source.contains("`.\(parts.last!)`"),
                "\(template.id) missing from TemplateCatalog's doc comment")
            for variable in template.variables {
                XCTAssertTrue(
                    source.contains("`\(variable.name)`"),
                    "\(template.id): variable \(variable.name) missing from TemplateCatalog's doc comment")
            }
        }
    }

    func testTheFixturesReadmeDocumentsEveryTemplateAndVariable() throws {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let header = try XCTUnwrap(text.components(separatedBy: marker).first)
        if GoldenFiles.isRecording {
            try (header + marker + TemplateCatalog.documentation).write(to: readme, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(
            text, header + marker + TemplateCatalog.documentation,
            "README.md is out of date (MVVM_GENERATOR_RECORD=1 rewrites it)")
    }
}
