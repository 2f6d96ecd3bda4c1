#if canImport(Glibc)
import Glibc
#endif

/// Hands the memory the allocator holds free back to the system. glibc keeps what a closed
/// document's trees and lints freed in its arenas, scattered among live blocks, so resident
/// memory crept up by about 1 MB per 40 files opened and closed while the live heap stayed flat
/// (heaptrack; `Tests/Benchmarks/server_memory.py --trim-probe` shows the difference). Called
/// when a document closes: rare next to keystrokes, and a trim costs about a millisecond.
enum FreeMemoryRelease {
    static func returnFreeMemoryToSystem() {
        #if canImport(Glibc)
        // glibc's `malloc_trim` (declared in <malloc.h>, which the Glibc module leaves out).
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }
}
