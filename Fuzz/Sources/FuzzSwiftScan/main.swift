import FuzzSupport

/// libFuzzer target: `Exercise.swiftSource` on each input.
@_cdecl("FuzzSwiftScan_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { data, size in
        Exercise.swiftSource(FuzzDriver.text(data, size))
        return 0
    }
}
