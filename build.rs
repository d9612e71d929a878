// Generates the parser from grammar/gpa.lalrpop into OUT_DIR (see src/syntax/mod.rs).
fn main() {
    println!("cargo:rerun-if-changed=grammar");
    lalrpop::Configuration::new()
        .set_in_dir("grammar")
        .set_out_dir(std::env::var("OUT_DIR").unwrap())
        .emit_rerun_directives(true)
        .process()
        .unwrap();
}
