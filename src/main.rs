fn main() -> std::process::ExitCode {
    ludic::cli::main()
}
