import MVVMAnalyzerCore
import XCTest

/// Every way real code holds a view model (conventions.md §3) yields the property's wrapper,
/// declared type and initializer.
final class HoldingStyleFactsTests: XCTestCase {
    private let source = """
        import SwiftUI

        struct HoldingView: View {
            @StateObject private var owned = FooViewModel()
            @StateObject var injected: FooViewModel
            @ObservedObject var created = FooViewModel(service: .live)
            @State private var state: FooViewModel
            @Bindable var bindable: FooViewModel
            let plain: FooViewModel
            @ObservedObject
            var context: FooViewModel
            @StateObject
            private var model = FooViewModel.init()
            @Environment(\\.dismiss) private var dismiss
            @Environment(FooViewModel.self) private var environmentModel
            var body: some View { Text("x") }
        }
        """

    private func property(_ name: String) throws -> PropertyFact {
        let view = try XCTUnwrap(facts(source).type("HoldingView"))
        return try XCTUnwrap(view.property(named: name))
    }

    func testStateObjectCreatedInline() throws {
        let owned = try property("owned")
        XCTAssertEqual(owned.attributes.map(\.name), ["StateObject"])
        XCTAssertNil(owned.declaredType)
        XCTAssertEqual(owned.initializer?.createdTypeName, "FooViewModel")
        XCTAssertEqual(owned.accessLevel, .private)
        XCTAssertEqual(owned.heldTypeName, "FooViewModel")
    }

    func testInjectedWrappersKeepTheirDeclaredType() throws {
        for (name, wrapper) in [("injected", "StateObject"), ("state", "State"), ("bindable", "Bindable")] {
            let fact = try property(name)
            XCTAssertEqual(fact.attributes.map(\.name), [wrapper], name)
            XCTAssertEqual(fact.declaredType, "FooViewModel", name)
            XCTAssertNil(fact.initializer, name)
        }
    }

    func testObservedObjectCreatedByTheView() throws {
        let created = try property("created")
        XCTAssertEqual(created.attributes.first?.name, "ObservedObject")
        XCTAssertEqual(created.initializer?.text, "FooViewModel(service: .live)")
        XCTAssertTrue(created.initializer?.isInstanceCreation ?? false)
    }

    func testPlainLet() throws {
        let plain = try property("plain")
        XCTAssertTrue(plain.isLet)
        XCTAssertTrue(plain.attributes.isEmpty)
        XCTAssertEqual(plain.heldTypeName, "FooViewModel")
    }

    func testAttributesOnTheirOwnLine() throws {
        XCTAssertEqual(try property("context").attributes.map(\.name), ["ObservedObject"])
        let model = try property("model")
        XCTAssertEqual(model.attributes.map(\.name), ["StateObject"])
        XCTAssertEqual(model.initializer?.createdTypeName, "FooViewModel")
        let attributeRange = try XCTUnwrap(model.attributes.first?.range)
        XCTAssertEqual(
            attributeRange,
            range(of: "@StateObject\n    private var model", in: source).map {
                ByteRange(start: $0.start, end: $0.start + "@StateObject".utf8.count)
            })
    }

    func testEnvironmentArgumentsAndHeldType() throws {
        XCTAssertEqual(try property("dismiss").attributes.first?.arguments, "\\.dismiss")
        XCTAssertNil(try property("dismiss").heldTypeName)
        XCTAssertEqual(try property("environmentModel").heldTypeName, "FooViewModel")
    }

    func testBodyIsAComputedMember() throws {
        let view = try XCTUnwrap(facts(source).type("HoldingView"))
        XCTAssertEqual(view.members.filter(\.isBody).count, 1)
        XCTAssertEqual(view.storedProperties.count, 10)
        XCTAssertTrue(view.isView)
    }
}
