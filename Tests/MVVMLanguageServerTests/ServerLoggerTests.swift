import Foundation
import MVVMAnalyzerCore
@testable import MVVMLanguageServer
import XCTest

final class ServerLoggerTests: XCTestCase {
    /// The client sink was once kept as a bare closure in a `Locked`, and every line logged
    /// stored it back wrapped in two more reabstraction thunks: a server that had logged 20,000
    /// lines called its sink 40,000 frames deep and overflowed a worker thread's stack.
    func testForwardingToTheClientStaysShallowHoweverLongTheLog() {
        let logger = ServerLogger(threshold: .debug, output: { _ in })
        let forwarded = Locked(0)
        logger.forwardToClient { _, _ in forwarded.withLock { $0 += 1 } }
        let finished = DispatchSemaphore(value: 0)
        let logging = Thread {
            for line in 0..<20_000 { logger.debug("line \(line)") }
            finished.signal()
        }
        logging.stackSize = 256 << 10 // deep enough for one call, not for a chain of thunks
        logging.start()
        finished.wait()
        XCTAssertEqual(forwarded.withLock { $0 }, 20_000)
    }
}
