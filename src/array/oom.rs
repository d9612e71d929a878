//! NumPy's MemoryError text for an allocation that cannot be made.
use super::dtype::DType;

pub fn oom(dt: DType, n: usize) -> String {
    oom_shape(dt, &[n])
}

/// NumPy's MemoryError text.
pub fn oom_shape(dt: DType, shape: &[usize]) -> String {
    let n = shape.iter().fold(1usize, |a, &d| a.saturating_mul(d));
    format!(
        "Unable to allocate {} for an array with shape {} and data type {}",
        human_bytes(n.saturating_mul(dt.itemsize())),
        super::layout::shape_str(shape),
        dt.name()
    )
}

/// NumPy's `_size_to_string`: three significant figures in binary units.
fn human_bytes(b: usize) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let bits = usize::BITS - b.leading_zeros();
    let mut unit = ((bits.saturating_sub(1)).max(1) / 10) as usize;
    let mut n = b as f64 / (1u128 << (unit * 10)) as f64;
    if n.round() == 1024.0 {
        unit += 1;
        n /= 1024.0;
    }
    let fmt = |spec: &str| crate::builtins::format::format_float(n, spec).unwrap_or_default();
    match unit {
        0 => format!("{b} bytes"),
        _ if n.round() < 1000.0 => format!("{} {}", fmt("#.3g"), units[unit.min(6)]),
        _ => format!("{} {}", fmt("#.0f"), units[unit.min(6)]),
    }
}
