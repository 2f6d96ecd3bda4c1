// API surface of Vapor's VaporTesting (Swift Testing helpers) for type-checking generated
// request tests on Linux (test support, not an implementation).
import Vapor

/// Sends requests to an application under test.
public protocol TestingApplicationTester {}

private struct InMemoryTester: TestingApplicationTester {}

extension Application {
    /// A tester sending requests to this application in memory.
    public func testing() throws -> any TestingApplicationTester { InMemoryTester() }
}
