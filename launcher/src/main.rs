//! The launcher binary: opens the menu of the three games.

fn main() {
    eprintln!("the launcher window is not built yet");
    std::process::exit(1);
}
