//! The `taflbord` program: the window, or with a subcommand the command-line tool.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(code) => code,
        // The reader of our output went away (`taflbord check ... | head`): stop quietly.
        Err(cli::Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(cli::Failure::Output(e)) => {
            eprintln!("taflbord: cannot write the output: {e}");
            ExitCode::from(2)
        }
        Err(cli::Failure::Message(message)) => {
            eprintln!("taflbord: {message}");
            ExitCode::from(2)
        }
    }
}
