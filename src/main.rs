//! The `taflbord` program. For now a command-line tool; the window comes later.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("taflbord: {message}");
            ExitCode::from(2)
        }
    }
}
