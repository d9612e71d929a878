//! Temporary stand-in with print.rs's API (replaced by the NumPy-exact printer).
#[derive(Clone, Debug, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
    pub suppress: bool,
    pub nanstr: String,
    pub infstr: String,
    pub sign: char,
    pub floatmode: String,
    pub legacy: bool,
}
impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            precision: 8,
            threshold: 1000,
            edgeitems: 3,
            linewidth: 75,
            suppress: false,
            nanstr: "nan".into(),
            infstr: "inf".into(),
            sign: '-',
            floatmode: "maxprec".into(),
            legacy: false,
        }
    }
}
pub enum Elems<'a> {
    Bool(&'a [bool]),
    Int(&'a [i64]),
    UInt(&'a [u64]),
    F64(&'a [f64]),
    F32(&'a [f32]),
    F16(&'a [half::f16]),
    C128(&'a [(f64, f64)]),
    C64(&'a [(f32, f32)]),
}
fn items(e: &Elems) -> Vec<String> {
    match e {
        Elems::Bool(v) => v
            .iter()
            .map(|x| if *x { "True".into() } else { "False".into() })
            .collect(),
        Elems::Int(v) => v.iter().map(|x| x.to_string()).collect(),
        Elems::UInt(v) => v.iter().map(|x| x.to_string()).collect(),
        Elems::F64(v) => v.iter().map(|x| format!("{x}")).collect(),
        Elems::F32(v) => v.iter().map(|x| format!("{x}")).collect(),
        Elems::F16(v) => v.iter().map(|x| format!("{x}")).collect(),
        Elems::C128(v) => v.iter().map(|x| format!("{}+{}j", x.0, x.1)).collect(),
        Elems::C64(v) => v.iter().map(|x| format!("{}+{}j", x.0, x.1)).collect(),
    }
}
pub fn array_str(e: &Elems, shape: &[usize], _o: &PrintOptions) -> String {
    let it = items(e);
    if shape.is_empty() {
        return it.first().cloned().unwrap_or_default();
    }
    format!("[{}]", it.join(" "))
}
pub fn array_repr(e: &Elems, shape: &[usize], dtype_name: &str, o: &PrintOptions) -> String {
    format!("array({}, dtype={dtype_name})", array_str(e, shape, o))
}
pub fn scalar_str(e: &Elems, _dtype_name: &str) -> String {
    items(e).remove(0)
}
pub fn scalar_repr(e: &Elems, dtype_name: &str) -> String {
    format!("np.{dtype_name}({})", items(e).remove(0))
}
