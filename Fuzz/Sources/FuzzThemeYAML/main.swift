import FuzzSupport

/// libFuzzer target: `Exercise.themeYAML` on each input.
@_cdecl("FuzzThemeYAML_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { data, size in
        Exercise.themeYAML(FuzzDriver.text(data, size))
        return 0
    }
}
