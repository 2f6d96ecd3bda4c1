import MVVMAnalyzerCore
import XCTest

final class TypeFactsTests: XCTestCase {
    func testGenericViewOverContract() throws {
        let file = facts(
            """
            struct ListView<ViewModel: ListViewModelContract>: View {
                @State private var viewModel: ViewModel
                var body: some View { EmptyView() }
            }
            protocol ListViewModelContract: AnyObject { var state: ListViewState { get } }
            enum ListViewState { case idle, loading, loaded([String]), error(Error) }
            """)
        let view = try XCTUnwrap(file.type("ListView"))
        XCTAssertTrue(view.isView)
        XCTAssertEqual(
            view.genericParameters, [GenericParameterFact(name: "ViewModel", constraint: "ListViewModelContract")])
        XCTAssertEqual(file.type("ListViewModelContract")?.roles, [.viewModelContract])
        let state = try XCTUnwrap(file.type("ListViewState"))
        XCTAssertEqual(state.roles, [.viewState])
        XCTAssertEqual(state.enumCases.map(\.name), ["idle", "loading", "loaded", "error"])
        XCTAssertEqual(state.enumCases.map(\.hasAssociatedValues), [false, false, true, true])
    }

    func testGenericConstraintInWhereClause() throws {
        let view = try XCTUnwrap(
            facts(
                """
                struct RowView<VM>: View where VM: RowViewModelProtocol { let vm: VM; var body: some View { EmptyView() } }
                """
            ).type("RowView"))
        XCTAssertEqual(view.genericParameters.first?.constraint, "RowViewModelProtocol")
    }

    func testNestedViewModelInExtension() throws {
        let file = facts(
            """
            struct CounterView: View { @State private var viewModel = ViewModel(); var body: some View { EmptyView() } }
            extension CounterView {
                @Observable
                final class ViewModel { var count = 0 }
            }
            """)
        let nested = try XCTUnwrap(file.type("CounterView.ViewModel"))
        XCTAssertEqual(nested.name, "ViewModel")
        XCTAssertEqual(nested.parentName, "CounterView")
        XCTAssertTrue(nested.isViewModel)
        XCTAssertEqual(file.types.map(\.kind), [.struct, .extension, .class])
    }

    func testViewModelRecognition() {
        let file = facts(
            """
            @ViewModel
            public struct DashboardViewModel: RequestableViewModel {
                @LocalizedString public var pageTitle
                public var vmId: ViewModelId = .init(type: Self.self)
            }
            final class SettingsStore: ObservableObject {}
            @Observable final class ProfileViewModel {}
            final class FeedViewModelImpl: FeedViewModel {}
            protocol FeedViewModel: AnyObject {}
            struct Helper {}
            """)
        let viewModels = file.types.filter(\.isViewModel).map(\.name)
        XCTAssertEqual(viewModels, ["DashboardViewModel", "SettingsStore", "ProfileViewModel", "FeedViewModelImpl"])
        XCTAssertEqual(file.type("FeedViewModel")?.roles, [.viewModelContract])
        let title = file.type("DashboardViewModel")?.property(named: "pageTitle")
        XCTAssertEqual(title?.attributes.map(\.name), ["LocalizedString"])
        XCTAssertNil(title?.declaredType)
        XCTAssertEqual(file.type("DashboardViewModel")?.attributes.map(\.name), ["ViewModel"])
    }

    func testViewModelViewAndExtensionConformance() {
        let file = facts(
            """
            public struct TaskView: ViewModelView {
                private let viewModel: TaskViewModel
                private let operations: TaskViewModelOperations
                #if DEBUG
                @State private var repaintToggle = false
                #endif
                public var body: some View { Button(action: submit) { Text(viewModel.label) } }
                private func submit() { operations.submit(); toggleRepaint() }
                public init(viewModel: TaskViewModel) { self.viewModel = viewModel; self.operations = viewModel.operations }
            }
            """)
        let view = file.type("TaskView")
        XCTAssertEqual(view?.isView, true)
        XCTAssertEqual(view?.accessLevel, .public)
        XCTAssertEqual(view?.property(named: "repaintToggle")?.attributes.map(\.name), ["State"])
        XCTAssertEqual(view?.members.first { $0.kind == .initializer }?.parameterLabels, ["viewModel"])
        XCTAssertEqual(file.operationsCalls.map(\.methodName), ["submit"])
        XCTAssertEqual(file.operationsCalls.first?.memberName, "submit")
        XCTAssertEqual(file.operationsCalls.first?.typeName, "TaskView")
    }

    func testImports() {
        XCTAssertEqual(
            facts("import SwiftUI\n@testable import FOSMVVM\nimport struct Foo.Bar").imports.map(\.module),
            ["SwiftUI", "FOSMVVM", "Foo.Bar"])
    }

    func testComputedAndObservedPropertiesAreTold() throws {
        let type = try XCTUnwrap(
            facts(
                """
                final class A { var a = 1 { didSet {} }; var b: Int { 2 }; private(set) var state = 0; static let c = 3 }
                """
            ).type("A"))
        XCTAssertEqual(type.properties.map(\.isComputed), [false, true, false, false])
        XCTAssertEqual(type.property(named: "state")?.setterAccessLevel, .private)
        XCTAssertEqual(type.property(named: "c")?.isStatic, true)
        XCTAssertEqual(type.storedProperties.map(\.name), ["a", "state"])
    }

    /// Modifiers are read in one pass: the first plain access level, the first `(set)` level,
    /// `static` or `class`, in any order.
    func testModifiersInAnyOrder() throws {
        let type = try XCTUnwrap(
            facts(
                """
                open class A {
                    public private(set) var a = 1
                    internal(set) public static var b = 2
                    fileprivate var c = 3
                    package let d = 4
                    var e = 5
                    open class func f() {}
                    private static func g() {}
                    public init() {}
                }
                """
            ).type("A"))
        XCTAssertEqual(type.properties.map(\.accessLevel), [.public, .public, .fileprivate, .package, nil])
        XCTAssertEqual(type.properties.map(\.setterAccessLevel), [.private, .internal, nil, nil, nil])
        XCTAssertEqual(type.properties.map(\.isStatic), [false, true, false, false, false])
        let functions = type.members.filter { $0.kind != .computedProperty }
        XCTAssertEqual(functions.map(\.accessLevel), [.open, .private, .public])
        XCTAssertEqual(functions.map(\.isStatic), [true, true, false])
    }
}
