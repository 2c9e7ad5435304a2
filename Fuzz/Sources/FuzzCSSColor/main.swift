import FuzzSupport

/// libFuzzer target: `Exercise.cssColor` on each input.
@_cdecl("FuzzCSSColor_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { data, size in
        Exercise.cssColor(FuzzDriver.text(data, size))
        return 0
    }
}
