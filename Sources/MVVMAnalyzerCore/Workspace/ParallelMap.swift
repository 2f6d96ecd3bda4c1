import Dispatch
import Synchronization

/// Maps a collection on several threads, keeping the order of the input.
public enum ParallelMap {
    /// `transform` applied to every element, on up to `jobs` threads; element `i` of the result
    /// is `transform(elements[i])`.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let workers = max(1, min(jobs, elements.count))
        guard workers > 1 else { return elements.map(transform) }
        let slots = Mutex<[Result?]>(Array(repeating: nil, count: elements.count))
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
}
