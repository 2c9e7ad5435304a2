import FuzzSupport

/// libFuzzer target: `Exercise.dtcg` on each input.
@_cdecl("FuzzDTCG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { data, size in
        Exercise.dtcg(FuzzDriver.text(data, size))
        return 0
    }
}
