import Foundation
import MVVMRuleRegistration
import MVVMRules
import TestSupport
import XCTest

/// What registers the rules is what `swift run mvvm-lsp-generate` makes of the rule files, and
/// the generator reads those files as the compiler does.
final class RuleRegistrationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The package's rule files, read once (parsing them all takes seconds in a debug build).
    private static let packageRegistration = Result { () throws(RegistrationError) in try RuleRegistration(root: root) }

    func testGeneratedFilesAreWhatTheRuleFilesGive() throws {
        let registration = try Self.packageRegistration.get()
        let schema = try text(RuleRegistration.schemaPath)
        for (path, generated) in [
            (RuleRegistration.registryPath, registration.registrySource),
            (RuleRegistration.examplesTestsPath, registration.examplesTestsSource),
            (RuleRegistration.schemaPath, try registration.schema(updating: schema)),
        ] {
            XCTAssertTrue(try text(path) == generated, "\(path) is stale: run `swift run mvvm-lsp-generate`")
        }
    }

    func testTheRuleFilesReadAsSyntaxAreTheCompiledRules() throws {
        let rules = try Self.packageRegistration.get().rules
        let stale = "the registry is stale: run `swift run mvvm-lsp-generate`"
        XCTAssertEqual(RuleRegistry.rules.map { String(describing: type(of: $0)) }, rules.map(\.typeName), stale)
        XCTAssertEqual(RuleRegistry.rules.map(\.id), rules.map(\.id), stale)
        XCTAssertEqual(
            RuleRegistry.descriptions.map(\.aliases), rules.map(\.aliases),
            "aliases read from the files are the descriptions'")
    }

    func testRulesAreOrderedByGroupThenID() throws {
        let registration = try RuleRegistration(rules: [
            rule("ZRule", "contract/z"), rule("BRule", "fosmvvm/b"), rule("CRule", "mvvm/c"),
            rule("ARule", "fosmvvm/a"), rule("XRule", "extra/x"),
        ])
        XCTAssertEqual(registration.rules.map(\.id), ["mvvm/c", "fosmvvm/a", "fosmvvm/b", "contract/z", "extra/x"])
        XCTAssertTrue(
            registration.examplesTestsSource.contains(
                "    func test_fosmvvm_a() { assertExamples(of: \"fosmvvm/a\") }\n"))
        XCTAssertTrue(registration.registrySource.hasPrefix(RuleRegistration.header + "\n"))
    }

    func testTheSchemaListsEveryIDThenItsAliasesAndKeepsTheRest() throws {
        let registration = try RuleRegistration(rules: [
            rule("ARule", "fosmvvm/a", reviewCheck: "a-check"), rule("BRule", "mvvm/b"),
        ])
        let schema = """
            {
              "rules": {
                "propertyNames": {
                  "enum": ["old/one"]
                },
                "other": ["kept"]
              }
            }
            """
        XCTAssertEqual(
            try registration.schema(updating: schema),
            """
            {
              "rules": {
                "propertyNames": {
                  "enum": [
                    "mvvm/b",
                    "fosmvvm/a",
                    "fosmvvm/a-check"
                  ]
                },
                "other": ["kept"]
              }
            }
            """)
        XCTAssertThrowsError(try registration.schema(updating: "{}"))
    }

    func testRuleFilesThatCannotBeRegisteredAreRefusedWithTheReason() throws {
        XCTAssertEqual(
            try problem(["MVVM/NamedApartRule.swift": ruleFile("OtherRule", id: "mvvm/other")]),
            .misnamedFile(type: "OtherRule", path: "Sources/MVVMRules/Rules/MVVM/NamedApartRule.swift"))
        XCTAssertEqual(
            try problem(["MVVM/ComputedRule.swift": "struct ComputedRule: Rule { static let description = make() }"]),
            .noDescriptionID(type: "ComputedRule", path: "Sources/MVVMRules/Rules/MVVM/ComputedRule.swift"))
        XCTAssertEqual(
            try problem([
                "MVVM/ARule.swift": ruleFile("ARule", id: "mvvm/same"),
                "Contract/BRule.swift": ruleFile("BRule", id: "mvvm/same"),
            ]),
            .duplicateID("mvvm/same"))
        XCTAssertEqual(
            try problem(["FOSMVVM/VmidRandomRule.swift": ruleFile("VmidRandomRule", id: "fosmvvm/vmid-random")]),
            .typeNameNotFromID(
                type: "VmidRandomRule", id: "fosmvvm/vmid-random",
                path: "Sources/MVVMRules/Rules/FOSMVVM/VmidRandomRule.swift"))
    }

    func testTheIDGivesTheTypeNameWithOneSpellingPerWord() {
        XCTAssertEqual(RuleSource.typeName(forID: "mvvm/hardcoded-text"), "HardcodedTextRule")
        XCTAssertEqual(RuleSource.typeName(forID: "contract/viewmodel-shape"), "ViewModelShapeRule")
        XCTAssertEqual(RuleSource.typeName(forID: "fosmvvm/view-no-read-through-vm-ref"), "ViewNoReadThroughVMRefRule")
        XCTAssertEqual(RuleSource.typeName(forID: "fosmvvm/vmid-prefer-data-id"), "VMIDPreferDataIdRule")
    }

    func testHelpersAndExamplesBesideARuleAreNotRules() throws {
        let registration = try registration(of: [
            "MVVM/ARule.swift": ruleFile("ARule", id: "mvvm/a"),
            "MVVM/ARule+Topic.swift": "extension ARule { struct Helper: Hashable {} }",
            "MVVM/ARuleExamples.swift": "extension ARule { static let triggeringExamples: [RuleExample] = [] }",
        ])
        XCTAssertEqual(registration.rules.map(\.typeName), ["ARule"])
    }

    private func rule(_ type: String, _ id: String, reviewCheck: String? = nil) -> RuleSource {
        RuleSource(typeName: type, id: id, reviewCheck: reviewCheck, path: "Sources/MVVMRules/Rules/\(type).swift")
    }

    private func ruleFile(_ type: String, id: String) -> String {
        """
        public struct \(type): Rule {
            public static let description = RuleDescription(
                id: "\(id)", name: "A", defaultSeverities: .fosmvvmOnly(.info), summary: "", rationale: "",
                triggeringExamples: [], nonTriggeringExamples: []
            )
        }
        """
    }

    /// The registration of a package whose rule files are `files` (paths under the rules folder).
    private func registration(of files: [String: String]) throws -> RuleRegistration {
        let package = try TestWorkspace(
            files: Dictionary(
                uniqueKeysWithValues: files.map { path, text in
                    (RuleRegistration.rulesFolder + "/" + path, text)
                }))
        return try RuleRegistration(root: package.root)
    }

    private func problem(_ files: [String: String]) throws -> RegistrationError? {
        do {
            _ = try registration(of: files)
            return nil
        } catch let error as RegistrationError {
            return error
        }
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }
}
