import MVVMAnalyzerCore
@testable import MVVMRules
import XCTest

/// `mvvm/navigation-in-view` parses a file again (when `check` did not keep its tree) only for a
/// view whose own text has a navigation-like call: the byte screening looks in the view's
/// ranges, not anywhere in the file.
final class NavigationCallScreeningTests: XCTestCase {
    private let source = """
        import SwiftUI

        struct OrdersView: View {
            @ObservedObject var viewModel: OrdersViewModel
            var body: some View { Text(viewModel.title) }
        }

        final class OrdersRouter {
            func show() { navigationController.push(OrdersView(viewModel: .init())) }
        }
        """

    func testACallOutsideTheViewDoesNotMakeTheViewWorthSearching() throws {
        let file = SourceFile(path: "/ws/OrdersView.swift", text: source)
        let view = try XCTUnwrap(file.facts.types.first { $0.name == "OrdersView" })
        let router = try XCTUnwrap(file.facts.types.first { $0.name == "OrdersRouter" })
        XCTAssertFalse(NavigationCallFinder.mayCallNavigation(file, within: [view.range]))
        XCTAssertTrue(NavigationCallFinder.mayCallNavigation(file, within: [router.range]))
        XCTAssertTrue(NavigationCallFinder.mayCallNavigation(file, within: [view.range, router.range]))
    }

    func testACallEndingAtTheRangesEndIsStillSeen() throws {
        let file = SourceFile(path: "/ws/OrdersView.swift", text: source)
        let push = try XCTUnwrap(source.utf8.firstRange(of: Array(".push".utf8)))
        let start = source.utf8.distance(from: source.utf8.startIndex, to: push.lowerBound)
        XCTAssertTrue(NavigationCallFinder.mayCallNavigation(file, within: [ByteRange(start: start, end: start + 6)]))
        XCTAssertFalse(NavigationCallFinder.mayCallNavigation(file, within: [ByteRange(start: start, end: start + 4)]))
    }
}

extension NavigationCallScreeningTests {
    /// A modifier or property that only starts like a verb (`.presentationDetents`, `.showsIndicators`,
    /// `.popover`) is no navigation call; `.present(…)`, `.showDetail(…)` and `.dismiss()` may be.
    func testOnlyWholeNavigationNamesMakeTextWorthSearching() {
        func screened(_ member: String) -> Bool {
            let file = SourceFile(path: "/ws/V.swift", text: "let x = sheet\(member)(1)\n")
            return NavigationCallFinder.mayCallNavigation(
                file, within: [ByteRange(start: 0, end: file.lines.bytes.count)])
        }
        for member in [".presentationDetents", ".showsIndicators", ".popover", ".pushed", ".dismissTapped", ".routes"] {
            XCTAssertFalse(screened(member), member)
        }
        for member in [".present", ".showDetail", ".dismiss", ".pushScreen", ".popToRoot", ".open", ".navigate"] {
            XCTAssertTrue(screened(member), member)
        }
    }
}
