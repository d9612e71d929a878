//! `np.lib.stride_tricks.sliding_window_view`: windows as a view of the array's own buffer
//! (the window axes repeat the strides of the axes they slide along). NumPy makes the view
//! read-only; gpa refuses writes through any view whose positions overlap
//! (`Layout::overlaps`), so `writeable=True` is not offered.
use super::reg_bound;
use super::shape::ints_of;
use crate::array::shape::{norm_axis, view_with};
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::{Module, Value};

pub fn install(m: &Module, host: bool) {
    let lib = Module::new(&format!("{}.lib", m.name));
    let tricks = Module::new(&format!("{}.lib.stride_tricks", m.name));
    reg_bound(&tricks, "sliding_window_view", host, |it, b, host| {
        let x = it.to_array(b.arg("x"), host, None)?;
        let window = ints_of(it, b.arg("window_shape"))?;
        if b.flag("writeable") {
            return Err(err(
                ExcType::NotImplementedError,
                "gpa's sliding windows are read-only (writeable=True is not supported)",
            ));
        }
        if window.iter().any(|&w| w < 0) {
            return Err(value_err("`window_shape` cannot contain negative values"));
        }
        let nd = x.ndim();
        let axes: Vec<usize> = match b.opt("axis") {
            None => {
                if window.len() != nd {
                    return Err(value_err(format!(
                        "Since axis is `None`, must provide window_shape for all dimensions of `x`; got {} window_shape elements and `x.ndim` is {nd}.",
                        window.len()
                    )));
                }
                (0..nd).collect()
            }
            Some(v) => {
                let raw = ints_of(it, v)?;
                let axes = raw
                    .iter()
                    .map(|&i| norm_axis(i, nd).map_err(arr_err))
                    .collect::<RtResult<Vec<_>>>()?;
                if window.len() != axes.len() {
                    return Err(value_err(format!(
                        "Must provide matching length window_shape and axis; got {} window_shape elements and {} axes elements.",
                        window.len(),
                        axes.len()
                    )));
                }
                axes
            }
        };
        let mut trimmed = x.shape.clone();
        for (&ax, &w) in axes.iter().zip(&window) {
            if (trimmed[ax] as i64) < w {
                return Err(value_err(
                    "window shape cannot be larger than input array shape",
                ));
            }
            trimmed[ax] -= w as usize - 1;
        }
        let v = view_with(&x, |l| {
            let mut out = l.clone();
            out.shape = trimmed.clone();
            for (&ax, &w) in axes.iter().zip(&window) {
                out.shape.push(w as usize);
                out.strides.push(l.strides[ax]);
            }
            out
        })
        .map_err(arr_err)?;
        Ok(Value::Array(v))
    });
    lib.set("stride_tricks", Value::Module(tricks));
    m.set("lib", Value::Module(lib));
}
