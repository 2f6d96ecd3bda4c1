import MVVMAnalyzerCore
import XCTest

final class TypeNameTests: XCTestCase {
    /// Plain and dotted names (the fast path) and every other spelling give the written base.
    func testBaseOfWrittenTypes() {
        let cases: [(String, String)] = [
            ("View", "View"), ("SwiftUI.View", "View"), ("A.B.Foo", "Foo"), ("FooView.ViewModel", "FooView.ViewModel"),
            ("App.FooView.ViewModel", "FooView.ViewModel"), (".ViewModel", "ViewModel"), ("A..ViewModel", "A.ViewModel"),
            ("Foo.", "Foo"), ("", ""), ("any Foo?", "Foo"), ("some View", "View"), ("Foo<Bar>", "Foo"),
            ("[Foo]", "[Foo]"), ("(Foo)!", "Foo"), ("  Foo  ", "Foo"), ("Swift.Optional<Foo>", "Optional"),
            ("Ünïcode.Typ", "Typ"), ("inout Foo", "Foo"),
        ]
        for (written, base) in cases {
            XCTAssertEqual(TypeName.base(of: written), base, written)
        }
    }
}
