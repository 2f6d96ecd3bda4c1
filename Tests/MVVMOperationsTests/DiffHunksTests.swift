@testable import MVVMOperations
import XCTest

/// Changed lines read from `git diff --unified=0`.
final class DiffHunksTests: XCTestCase {
    func testAddedChangedAndDeletedHunksGiveNewSideLines() {
        let diff = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            index 1111111..2222222 100644
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -3 +3 @@ struct A: View {
            -    let a = 1
            +    let a = 2
            @@ -10,2 +10,0 @@ struct A: View {
            -    gone
            -    gone
            @@ -20,0 +19,3 @@
            +    new
            +    new
            +    new
            diff --git a/Sources/New Folder/B.swift b/Sources/New Folder/B.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/New Folder/B.swift
            @@ -0,0 +1,2 @@
            +import SwiftUI
            +struct B {}
            """
        XCTAssertEqual(
            DiffHunks.changedLines(inUnifiedDiff: diff),
            [
                "Sources/A.swift": [3...3, 19...21],
                "Sources/New Folder/B.swift": [1...2],
            ])
    }

    func testChangesTouchALineRangeWhenTheyOverlap() {
        let changes = GitChanges(
            base: "main", files: ["/r/A.swift": .some([3...3, 19...21]), "/r/New.swift": nil as [ClosedRange<Int>]?])
        XCTAssertTrue(changes.touchesChangedLine("/r/A.swift", lines: 2...3))
        XCTAssertFalse(changes.touchesChangedLine("/r/A.swift", lines: 4...18))
        XCTAssertTrue(
            changes.touchesChangedLine("/r/New.swift", lines: 400...400), "every line of a new file is changed")
        XCTAssertFalse(changes.touchesChangedLine("/r/Other.swift", lines: 1...1))
    }
}
