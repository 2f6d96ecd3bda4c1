import MVVMAnalyzerCore
import XCTest

final class PreviewFactsTests: XCTestCase {
    func testPreviewMacroProviderAndCommentedPreviews() {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            #if DEBUG
            #Preview("Loaded") { A() }
            #endif
            struct A_Previews: PreviewProvider { static var previews: some View { A() } }
            /*
            #Preview("Loading") {
                A()
            }
            */
            """
        let previews = facts(source).previews
        XCTAssertEqual(previews.map(\.kind), [.macro, .previewProvider, .commentedMacro])
        XCTAssertEqual(previews.map(\.title), ["Loaded", nil, "Loading"])
        XCTAssertEqual(previews.map(\.isInsideDebugBlock), [true, false, false])
        XCTAssertEqual(previews[0].bodyText, "A()")
        XCTAssertEqual(previews[2].range, range(of: "#Preview(\"Loading\") {\n    A()\n}", in: source))
    }

    func testPlainBlockCommentIsNoPreview() {
        XCTAssertTrue(facts("/* no previews here */ struct A {}").previews.isEmpty)
    }
}
