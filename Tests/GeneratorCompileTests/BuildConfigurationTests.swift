import TestSupport
import XCTest

/// The harness compiles code under `#if DEBUG` only in a debug build, and compiles previews
/// a file keeps in a `/* */` block once they are uncommented.
final class BuildConfigurationTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    private static let previewsCallingADebugOnlyStub = """
        import SwiftUI

        struct SampleView: View {
            var body: some View { Text("sample") }
        }

        #if DEBUG
        /*
        #Preview {
            SampleView(title: missingStubTitle)
        }
        */
        #endif
        """

    func testDebugBuildsCompileDebugCodeAndUncommentedPreviews() throws {
        let package = try makePackage(
            manifest: Manifests.contract(module: "Sample"),
            files: ["Sources/SampleView.swift": Self.previewsCallingADebugOnlyStub])
        XCTAssertNoThrow(
            try package.compile(with: try surfaces(), conditions: ["DEBUG"]), "the preview is commented out")
        try package.uncommentPreviews()
        XCTAssertNoThrow(try package.compile(with: try surfaces()), "a release build leaves the preview out")
        XCTAssertThrowsError(try package.compile(with: try surfaces(), conditions: ["DEBUG"])) { error in
            XCTAssertTrue("\(error)".contains("missingStubTitle"), "\(error)")
        }
    }
}
