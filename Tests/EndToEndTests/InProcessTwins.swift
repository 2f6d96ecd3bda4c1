import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

// Representative end-to-end tests run again with the server in the test process
// (`LSPTestClient.Location.inProcess`): the same tests and assertions, a server a debugger can
// stop in. Each test is declared again because Linux finds only the tests a class declares
// itself; `InProcessTwinsTests` checks that none is left out.

final class CodeActionInProcessTests: CodeActionTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testQuickFixIsOfferedPreferredAndRemovesTheFinding() throws {
        try super.testQuickFixIsOfferedPreferredAndRemovesTheFinding()
    }
    override func testQuickFixIsOfferedFromAnywhereOnTheFlaggedLine() throws {
        try super.testQuickFixIsOfferedFromAnywhereOnTheFlaggedLine()
    }
    override func testDisableForLineAndForFileSilenceTheRule() throws {
        try super.testDisableForLineAndForFileSilenceTheRule()
    }
    override func testFixAllAppliesEverySafeFixAndRespectsTheOnlyFilter() throws {
        try super.testFixAllAppliesEverySafeFixAndRespectsTheOnlyFilter()
    }
    override func testFileOperationFixesNeedResourceOperations() throws {
        try super.testFileOperationFixesNeedResourceOperations()
    }
}

final class ConcurrencyAndCancellationInProcessTests: ConcurrencyAndCancellationTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testCancelledRequestAnswersRequestCancelled() throws {
        try super.testCancelledRequestAnswersRequestCancelled()
    }
    override func testCancellingAFinishedOrUnknownRequestIsHarmless() throws {
        try super.testCancellingAFinishedOrUnknownRequestIsHarmless()
    }
    override func testIndependentRequestsRunConcurrently() throws { try super.testIndependentRequestsRunConcurrently() }
}

final class DiagnosticsInProcessTests: DiagnosticsTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testPushedDiagnosticsCarryRuleIdsTightRangesAndRelatedFiles() throws {
        try super.testPushedDiagnosticsCarryRuleIdsTightRangesAndRelatedFiles()
    }
    override func testFixingTheCodeMakesDiagnosticsGo() throws { try super.testFixingTheCodeMakesDiagnosticsGo() }
    override func testStaleResultsAreNeverPublishedOverNewerOnes() throws {
        try super.testStaleResultsAreNeverPublishedOverNewerOnes()
    }
    override func testClosingClearsDiagnostics() throws { try super.testClosingClearsDiagnostics() }
    override func testPullModeAnswersDocumentAndWorkspaceRequestsAndDoesNotPush() throws {
        try super.testPullModeAnswersDocumentAndWorkspaceRequestsAndDoesNotPush()
    }
}

final class FOSMVVMKindsHoverInProcessTests: FOSMVVMKindsHoverTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testHoverNamesTheKind() throws { try super.testHoverNamesTheKind() }
}

final class MarkedNavigationInProcessTests: MarkedNavigationTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testDefinitionOfTheViewModelTypeAndOfItsPropertyLandOnTheirDeclarations() throws {
        try super.testDefinitionOfTheViewModelTypeAndOfItsPropertyLandOnTheirDeclarations()
    }
    override func testTheMatchingFileOfTheViewIsItsViewModelAndBack() throws {
        try super.testTheMatchingFileOfTheViewIsItsViewModelAndBack()
    }
}

final class ScaffoldCodeActionInProcessTests: ScaffoldCodeActionTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testCreateViewForAViewModelWithoutOneThenNothingMoreIsOffered() throws {
        try super.testCreateViewForAViewModelWithoutOneThenNothingMoreIsOffered()
    }
    override func testCreateViewModelTestsForAFOSMVVMViewModelWithoutThem() throws {
        try super.testCreateViewModelTestsForAFOSMVVMViewModelWithoutThem()
    }
    override func testUndeclaredVerbRequestOffersTheRequestScaffold() throws {
        try super.testUndeclaredVerbRequestOffersTheRequestScaffold()
    }
    override func testCreateViewModelForAViewWithoutOne() throws { try super.testCreateViewModelForAViewWithoutOne() }
    override func testUnresolvedReferenceAndEmptyFileOfferWholeScreens() throws {
        try super.testUnresolvedReferenceAndEmptyFileOfferWholeScreens()
    }
    override func testClientsThatCannotCreateFilesGetADisabledActionOrNone() throws {
        try super.testClientsThatCannotCreateFilesGetADisabledActionOrNone()
    }
    override func testScaffoldCommandAppliesAnEditOnceAndRefusesASecondTime() throws {
        try super.testScaffoldCommandAppliesAnEditOnceAndRefusesASecondTime()
    }
    override func testScaffoldCommandTakesTheCompositionOptions() throws {
        try super.testScaffoldCommandTakesTheCompositionOptions()
    }
    override func testScaffoldAfterIndexingLandsInsideTheWorkspaceFolder() throws {
        try super.testScaffoldAfterIndexingLandsInsideTheWorkspaceFolder()
    }
    override func testCreateViewCodeLensRunsTheCreateViewCommand() throws {
        try super.testCreateViewCodeLensRunsTheCreateViewCommand()
    }
}

final class TextSynchronizationInProcessTests: TextSynchronizationTests {
    override class var serverLocation: LSPTestClient.Location { .inProcess }
    override func testIncrementalEditsInUTF16AfterEmojiAndCJK() throws {
        try super.testIncrementalEditsInUTF16AfterEmojiAndCJK()
    }
    override func testIncrementalEditsInNegotiatedUTF8() throws { try super.testIncrementalEditsInNegotiatedUTF8() }
    override func testFullChangeAndClose() throws { try super.testFullChangeAndClose() }
    override func testOutOfRangeEditIsClampedAndServerGoesOn() throws {
        try super.testOutOfRangeEditIsClampedAndServerGoesOn()
    }
    override func testRequestSeesEveryEditSentBeforeIt() throws { try super.testRequestSeesEveryEditSentBeforeIt() }
    override func testChangeForUnopenedDocumentIsIgnoredWithAWarning() throws {
        try super.testChangeForUnopenedDocumentIsIgnoredWithAWarning()
    }
}

/// Every test of a class with an in-process twin is declared again in the twin.
final class InProcessTwinsTests: XCTestCase {
    private static let twinned = [
        "CodeActionTests", "ConcurrencyAndCancellationTests", "DiagnosticsTests", "FOSMVVMKindsHoverTests",
        "MarkedNavigationTests", "ScaffoldCodeActionTests", "TextSynchronizationTests",
    ]

    func testEveryTestOfATwinnedClassRunsInProcessToo() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let twins = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for name in Self.twinned {
            let source = try String(contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
            let tests = Self.names(matching: #"\n    func (test\w+)\(\) throws \{"#, in: source)
            let twin = try XCTUnwrap(
                twins.components(separatedBy: ": \(name) {").dropFirst().first?
                    .components(separatedBy: "\n}").first, "no twin of \(name)")
            XCTAssertEqual(Self.names(matching: #"override func (test\w+)\(\) throws"#, in: twin), tests, name)
            XCTAssertFalse(tests.isEmpty, name)
        }
    }

    private static func names(matching pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Swift.Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

/// `LSPTestClient(location: .inProcess)` answers from the test process itself, starting no
/// child; the default starts the binary as a child process.
final class InProcessServerTests: XCTestCase {
    /// The processes whose parent is this one (Linux `/proc`).
    private var children: Set<Int32> {
        let me = ProcessInfo.processInfo.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.compactMap { entry -> Int32? in
                guard let pid = Int32(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let end = stat.lastIndex(of: ")")
                else { return nil }
                let fields = stat[stat.index(after: end)...].split(separator: " ") // state, parent, …
                return fields.count > 1 && Int32(fields[1]) == me ? pid : nil
            })
    }

    func testTheServerRunsInTheTestProcessOnlyWhenAsked() throws {
        let child = try LSPTestClient()
        try child.initialize()
        XCTAssertTrue(children.contains(child.process.processIdentifier), "the binary is a child process")
        XCTAssertEqual(try child.shutDown(), 0)

        let before = children
        let inProcess = try LSPTestClient(location: .inProcess)
        try inProcess.initialize()
        XCTAssertEqual(try inProcess.send(TestSleepRequest.self, .init(milliseconds: 1)).slept, 1)
        XCTAssertTrue(children.subtracting(before).isEmpty, "no process was started: \(children.subtracting(before))")
        XCTAssertTrue(inProcess.isRunning)
        XCTAssertEqual(try inProcess.shutDown(), 0, "exit after shutdown ends the session with status 0")
        XCTAssertFalse(inProcess.isRunning)
    }
}
