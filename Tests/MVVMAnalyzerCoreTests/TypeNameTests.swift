import MVVMAnalyzerCore
import XCTest

final class TypeNameTests: XCTestCase {
    /// Plain and dotted names (the fast path) and every other spelling give the written base.
    func testBaseOfWrittenTypes() {
        let cases: [(String, String)] = [
            ("View", "View"), ("SwiftUI.View", "View"), ("A.B.Foo", "Foo"), ("FooView.ViewModel", "FooView.ViewModel"),
            ("App.FooView.ViewModel", "FooView.ViewModel"), (".ViewModel", "ViewModel"),
            ("A..ViewModel", "A.ViewModel"),
            ("Foo.", "Foo"), ("", ""), ("any Foo?", "Foo"), ("some View", "View"), ("Foo<Bar>", "Foo"),
            ("[Foo]", "[Foo]"), ("(Foo)!", "Foo"), ("  Foo  ", "Foo"), ("Swift.Optional<Foo>", "Optional"),
            ("Ünïcode.Typ", "Typ"), ("inout Foo", "Foo"),
        ]
        for (written, base) in cases {
            XCTAssertEqual(TypeName.base(of: written), base, written)
        }
    }

    /// Feature names and the view-model look read the last part of a dotted name, trailing dots
    /// ignored, as a split on "." does; a view's suffix alone is no feature.
    func testFeatureNamesAndViewModelLook() {
        let viewModels: [(String, String?)] = [
            ("FooViewModel", "Foo"), ("App.FooViewModelImpl", "Foo"), ("FooViewModel.", "Foo"), ("ViewModel", nil),
            ("A.ViewModel", nil), ("Foo", nil), ("...", nil), ("", nil), ("Ünï.BarViewModeling", "Bar"),
        ]
        for (name, feature) in viewModels {
            XCTAssertEqual(TypeName.featureName(ofViewModel: name), feature, name)
        }
        for (name, looks) in [
            ("FooViewModel", true), ("Module.FooViewModelType", true), ("FooViewModel..", true),
            ("FooView", false), ("ViewModel.Foo", false), ("", false),
        ] {
            XCTAssertEqual(TypeName.looksLikeViewModel(name), looks, name)
        }
        for (name, feature) in [("FooView", "Foo"), ("View", "View"), ("ÉcranScreen", "Écran"), ("Foo", "Foo")] {
            XCTAssertEqual(TypeName.featureName(ofView: name), feature, name)
        }
    }

    /// Only a dotted name can be nested in a view model.
    func testViewModelOwningNestedType() {
        XCTAssertEqual(TypeName.viewModelOwningNestedType("FooViewModel.Context"), "FooViewModel")
        XCTAssertEqual(TypeName.viewModelOwningNestedType("any Module.FooViewModelType.State?"), "FooViewModelType")
        XCTAssertNil(TypeName.viewModelOwningNestedType("FooViewModel"))
        XCTAssertNil(TypeName.viewModelOwningNestedType("FooView.ViewModel"))
    }
}
