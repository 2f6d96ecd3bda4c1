import Dispatch

/// Maps a collection on several threads, keeping the order of the input.
public enum ParallelMap {
    /// `transform` applied to every element, on up to `jobs` threads; element `i` of the result
    /// is `transform(elements[i])`.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let workers = max(1, min(jobs, elements.count))
        guard workers > 1 else { return elements.map(transform) }
        let slots = Locked<[Result?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local: [(Int, Result)] = []
            for index in stride(from: worker, to: elements.count, by: workers) {
                local.append((index, transform(elements[index])))
            }
            slots.withLock { slots in
                for (index, result) in local { slots[index] = result }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }

    /// Both results, computed at once on two threads when `jobs` allows.
    public static func both<First: Sendable, Second: Sendable>(
        jobs: Int, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard jobs > 1 else { return (first(), second()) }
        let results = Locked<(First?, Second?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                results.withLock { $0.0 = value }
            } else {
                let value = second()
                results.withLock { $0.1 = value }
            }
        }
        return results.withLock { ($0.0!, $0.1!) }
    }
}
