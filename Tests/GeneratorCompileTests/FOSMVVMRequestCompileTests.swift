import MVVMGenerator
import TestSupport
import XCTest

/// Every verb request (`--kind request`) compiles with its controller and its VaporTesting
/// tests, target by target, against the FOSMVVM surface of the version it is written for, and
/// fails against the other.
final class FOSMVVMRequestCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    /// `Idea{Verb}Request` for every verb in one package per version.
    func testEveryVerbWithItsControllerAndTests() throws {
        try assertCompilesForEachVersion { version in
            let package = try makePackage(manifest: Manifests.fosmvvm, files: Manifests.fosmvvmAppFiles)
            var paths: [String] = []
            for verb in RequestVerb.allCases {
                let options = ScaffoldOptions(fosmvvmVersion: version, requestVerb: verb)
                paths += try package.scaffold(
                    ScaffoldRequest(
                        name: "Idea", convention: .fosmvvm, kind: .request, feature: "Ideas", options: options))
            }
            XCTAssertTrue(paths.contains("Sources/WebServer/Controllers/IdeaCreateController.swift"), "\(paths)")
            XCTAssertTrue(paths.contains("Tests/WebServerTests/Requests/IdeaDestroyRequestTests.swift"), "\(paths)")
            return try VersionedPackage(package, scaffolded: paths)
        }
    }
}
