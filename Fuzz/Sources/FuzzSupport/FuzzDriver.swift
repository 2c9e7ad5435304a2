/// libFuzzer's driver, linked from `libclang_rt.fuzzer_no_main` (see `Fuzz/run`): each harness's
/// entry point hands it the command line and the function that checks one input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments on `check`, which gets each input's bytes.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                           _ check: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, check)
    }

    /// An input's bytes as text: what a reader gets from a file (invalid UTF-8 repaired, as
    /// `String(decoding:)` does).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        guard let data, size > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// Stops the run with a message when a property does not hold: libFuzzer saves the input.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError(message()) }
    }
}
