#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, reached only while holding its lock.
///
/// Keep a closure in a struct, never as the value itself or in a tuple or optional value:
/// `withLock` hands the value over `inout`, and Swift reabstracts a bare function value on the
/// way in and out, so every access stored the closure wrapped in two more thunks. A logger
/// whose client sink was a bare closure called through one more pair of thunks per line it had
/// logged, until the stack overflowed (`ServerLoggerTests`).
///
/// Used instead of `Synchronization.Mutex`: on Linux that mutex locks with raw futex calls that
/// Thread Sanitizer does not intercept, so TSan reports every access it guards as a race and a
/// sanitizer run proves nothing. A pthread mutex is intercepted, so `swift test
/// --sanitize=thread` sees the happens-before edges and reports only real races.
public final class Locked<Value> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The result of `body`, run with exclusive access to the value.
    public func withLock<Output, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
