import ArgumentParser
import ThemeModel

/// How commands read asset catalogs.
struct InputOptions: ParsableArguments {
    @Option(help: "For color sets with several idioms: the one to read (universal, iphone, ipad, mac, watch, tv, vision, car; default universal, then iphone).")
    var idiom: String?

    var reading: ThemeInput.Options { ThemeInput.Options(idiom: idiom) }
}
