import MVVMGenerator
import TestSupport
import XCTest

/// View-model tests (`--kind viewmodel-test`) compile in the view models' test target against
/// the FOSTesting surface of each FOSMVVM version, for view models of every hosting and a form.
final class FOSMVVMViewModelTestCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    func testTestsOfEveryHostingAndAFormCompile() throws {
        try assertCompilesForEachVersion { version in
            let package = try makePackage(manifest: Manifests.fosmvvm, files: Manifests.fosmvvmAppFiles)
            let options = ScaffoldOptions(fosmvvmVersion: version)
            var paths: [String] = []
            let screens: [(String, ViewKind, Hosting)] = [
                ("Dashboard", .display, .server), ("Settings", .interactive, .client), ("Badge", .display, .child),
                ("SignIn", .form, .client),
            ]
            for (name, kind, hosting) in screens {
                paths += try package.scaffold(
                    ScaffoldRequest(name: name, convention: .fosmvvm, kind: kind, hosting: hosting, options: options))
            }
            var testOptions = options
            testOptions.locales = ["en", "es", "en-GB", "fr"]
            for (name, _, _) in screens {
                paths += try package.scaffold(
                    ScaffoldRequest(
                        name: name + "ViewModel", convention: .fosmvvm, kind: .viewModelTest,
                        options: testOptions))
            }
            XCTAssertTrue(paths.contains("Tests/ViewModelsTests/Localization/SignInViewModelTests.swift"), "\(paths)")
            return try VersionedPackage(package, scaffolded: paths)
        }
    }
}
