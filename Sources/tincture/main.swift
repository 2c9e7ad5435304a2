import TinctureCLI

TinctureCommand.main()
