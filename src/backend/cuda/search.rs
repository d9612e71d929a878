//! searchsorted on the device (`kernels/search.cu`, one module per dtype): a binary search
//! per key.
use super::{compile, gpu, moves};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::backend::kernels::Part;
use crate::backend::orders::Search;
use crate::lazy::Buf;

pub const SRC: &str = include_str!("../../../kernels/search.cu");

/// The module source for one dtype (also compiled by the unit tests); complex elements are
/// a struct of their two parts.
pub fn source(dt: DType) -> Option<String> {
    let part = match dt {
        DType::C64 => "float",
        DType::C128 => "double",
        _ => return compile::typed_source(dt, SRC),
    };
    Some(format!(
        "struct gpa_cx {{ {part} re, im; }};\ntypedef gpa_cx T;\n#define GPA_COMPLEX\n{SRC}"
    ))
}

impl Search<'_> {
    /// The int64 insertion points, a binary search per key (a sorter holds only 0..n).
    pub fn positions(&self) -> Result<Buf, DeviceError> {
        self.launch("gpa_searchsorted", self.m)
    }

    /// NumPy's own search (one thread, each key's bounds from the previous key's) through a
    /// sorter that may hold indices out of range: `m + 1` int64, the insertion points, then 1
    /// where the search read a bad index (else 0).
    pub fn numpy_positions(&self) -> Result<Buf, DeviceError> {
        self.launch("gpa_searchsorted_numpy", self.m + 1)
    }

    fn launch(&self, name: &str, len: usize) -> Result<Buf, DeviceError> {
        let dt = self.dt;
        let code = source(dt).ok_or_else(|| {
            DeviceError::Unsupported("no device searchsorted for this dtype".into())
        })?;
        let out = moves::empty(DType::I64, len)?;
        if self.m == 0 {
            return Ok(out);
        }
        let g = gpu()?;
        let k = compile::fixed(g, &format!("search_{}", dt.name()), &code)?;
        let f = k.get(name)?;
        let at = |(b, off): Part, d: DType| -> Result<u64, DeviceError> {
            Ok(b.on_device(d)?.ptr() + (off * d.itemsize()) as u64)
        };
        let perm = match self.sorter {
            Some(s) => at(s, DType::I64)?,
            None => 0,
        };
        let args = [
            at(self.a, dt)?,
            self.n as u64,
            perm,
            at(self.v, dt)?,
            self.m as u64,
            self.right as u64,
            out.on_device(DType::I64)?.ptr(),
        ];
        let grid = self.m.div_ceil(256).clamp(1, 1 << 16) as u32;
        g.launch(&f, grid, &args)?;
        Ok(out)
    }
}
